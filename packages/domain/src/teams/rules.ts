/**
 * A relay or team race's rules (SPEC §3 Team, §4 Team): how many members each stage takes, when a
 * team is complete, and until when its roster may change. Core enforces them with its counters;
 * the front shows the same answers.
 */

import type { MemberState } from "./wire";

/** A stage's participant-count bounds, both inclusive ("exact" is from = to). */
export interface StageBounds {
  /** The stage's number, 1-based (the registration's relayPosition). */
  position: number;
  minMembers: number;
  maxMembers: number;
}

/** How a race sets a stage's bounds: SPEC §3's from, to and exact. */
export type StageBoundsInput =
  { position: number; exact: number } | { position: number; from: number; to: number };

/** Bounds with a minimum of at least one and no maximum below it; anything else is a seed or input error. */
export function stageBounds(input: StageBoundsInput): StageBounds {
  const [minMembers, maxMembers] =
    "exact" in input ? [input.exact, input.exact] : [input.from, input.to];
  if (!Number.isInteger(input.position) || input.position < 1)
    throw new RangeError(`stage position ${input.position} is not a whole number from 1`);
  if (
    !Number.isInteger(minMembers) ||
    !Number.isInteger(maxMembers) ||
    minMembers < 1 ||
    maxMembers < minMembers
  )
    throw new RangeError(
      `stage ${input.position}: bounds ${minMembers}..${maxMembers} are not 1 <= from <= to`,
    );
  return { position: input.position, minMembers, maxMembers };
}

/** A stage as a team fills it. */
export interface StageCount extends StageBounds {
  members: number;
}

/** The most members a team of these stages may have. */
export function maxTeamSize(stages: readonly StageBounds[]): number {
  return stages.reduce((sum, stage) => sum + stage.maxMembers, 0);
}

/** The fewest members a team of these stages needs to start. */
export function minTeamSize(stages: readonly StageBounds[]): number {
  return stages.reduce((sum, stage) => sum + stage.minMembers, 0);
}

/** Whether a stage takes one more member. */
export function stageHasRoom(stage: StageCount): boolean {
  return stage.members < stage.maxMembers;
}

/**
 * A team is complete when every stage has at least its minimum (and none more than its maximum,
 * which the counters never allow); until then "Add all team members to continue".
 */
export function isTeamComplete(stages: readonly StageCount[]): boolean {
  return (
    stages.length > 0 &&
    stages.every((stage) => stage.members >= stage.minMembers && stage.members <= stage.maxMembers)
  );
}

/** The stages still short of their minimum, in order, with how many each lacks. */
export function missingMembers(
  stages: readonly StageCount[],
): { position: number; missing: number }[] {
  return stages
    .filter((stage) => stage.members < stage.minMembers)
    .map((stage) => ({ position: stage.position, missing: stage.minMembers - stage.members }));
}

/**
 * The stage a member joining without choosing gets: the first stage still under its minimum, else
 * the first with room; null when the team is full.
 */
export function stageForNewMember(stages: readonly StageCount[]): number | null {
  const ordered = [...stages].sort((a, b) => a.position - b.position);
  const short = ordered.find((stage) => stage.members < stage.minMembers);
  if (short) return short.position;
  return ordered.find(stageHasRoom)?.position ?? null;
}

/** What keeps a captain-paid team's order from being taken (teamOrderProblem). */
export interface TeamOrderProblem {
  /** The stages short of their minimum, with how many each lacks. */
  missingStages: { position: number; missing: number }[];
  /** The members whose form the captain has not stored yet ("joined"). */
  membersWithoutForm: string[];
}

/**
 * Why the captain cannot take the team's order yet (SPEC §5 "Add all team members to continue"):
 * a stage short of its minimum, or a member without a stored form; null when the order may be
 * taken (the team is complete and every member has a form).
 */
export function teamOrderProblem(
  stages: readonly StageCount[],
  members: readonly { memberId: string; state: MemberState }[],
): TeamOrderProblem | null {
  const membersWithoutForm = members.filter((m) => m.state === "joined").map((m) => m.memberId);
  if (isTeamComplete(stages) && membersWithoutForm.length === 0) return null;
  return { missingStages: missingMembers(stages), membersWithoutForm };
}

/**
 * When the roster stops changing: the race's roster-lock instant, or the close of its registration
 * when it sets none (a roster change after registration closes would admit people who cannot pay).
 */
export function rosterLocksAt(race: {
  rosterLocksAt: Date | null;
  registrationClosesAt: Date;
}): Date {
  if (race.rosterLocksAt === null) return race.registrationClosesAt;
  return race.rosterLocksAt < race.registrationClosesAt
    ? race.rosterLocksAt
    : race.registrationClosesAt;
}

/** Whether members may still join, move, leave, or the team be renamed, at `now`. */
export function isRosterOpen(
  race: { rosterLocksAt: Date | null; registrationClosesAt: Date },
  now: Date,
): boolean {
  return now < rosterLocksAt(race);
}

export const TEAM_STANDINGS = ["forming", "complete", "incomplete"] as const;
/**
 * forming: the roster is open and a stage lacks members; complete: every stage has its minimum
 * (whether or not the roster is still open); incomplete: the roster locked short of a minimum —
 * the team does not start as a team (docs/decisions/0025).
 */
export type TeamStanding = (typeof TEAM_STANDINGS)[number];

export function teamStanding(
  stages: readonly StageCount[],
  race: { rosterLocksAt: Date | null; registrationClosesAt: Date },
  now: Date,
): TeamStanding {
  if (isTeamComplete(stages)) return "complete";
  return isRosterOpen(race, now) ? "forming" : "incomplete";
}

/** A name as it is compared for uniqueness in a race: trimmed, inner spaces as one, letter case ignored. */
export function teamNameKey(name: string): string {
  return normalizeTeamName(name).toLocaleLowerCase("ru-RU");
}

/** A name as it is stored and shown: trimmed, inner runs of spaces as one. */
export function normalizeTeamName(name: string): string {
  return name.trim().replace(/\s+/gu, " ");
}
