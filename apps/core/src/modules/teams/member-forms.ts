import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  fieldErrorsFromIssues,
  isLocale,
  type ParticipantForm,
  participantValuesSchema,
  type RelayMemberForm,
  type RelayMemberFormQuery,
  relayMemberEnvelopeSchema,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { relayMemberForms, users } from "../../db/schema";
import type { CoreTx } from "../../db/seed/transaction";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../account";
import { createManagedAccount } from "../family";
import { assertOwnImage } from "../images";
import { checkParticipantForm, type RaceDirectory } from "../registration";
import { asCaptain, memberOf, moveMember, type MemberRow } from "./captain";
import { takeSeat } from "./join-team";
import { assertJoinable, findRelayRaceById, type RelayRace } from "./relay-race";
import { findMemberTeam, type TeamRow } from "./roster";
import { assertNoLiveOrder } from "./team-order";

/*
 * The captain of a captain-paid team fills every member's participant form (decision 0026 §7):
 * their own under their own member id, a new member's found by its e-mail (an account that
 * exists) or with a new account the captain manages, as a relative's is made (decision 0030 §6).
 * The forms are kept until the team's order is taken from them.
 */

export interface MemberFormDeps {
  db: CoreDb;
  now: () => Date;
  races: RaceDirectory;
  /** The portal a new member's set-your-password link points to (configuration). */
  portalUrl: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * ApiSaveRelayParticipant: the body's envelope and the participant form's fields (the race's
 * rules), every bad field at once, checked only once the caller is known as the team's captain
 * (a stranger learns nothing of the team). Under the team's row lock: a new member is seated and
 * their form stored in the same transaction, so a refusal leaves neither.
 */
export async function saveMemberForm(
  deps: MemberFormDeps,
  scope: string | null,
  captain: UserRow,
  body: unknown,
): Promise<TeamRow> {
  if (!isRecord(body)) throw new AppError("VALIDATION_FAILED");
  const envelope = relayMemberEnvelopeSchema.safeParse(body);
  const envelopeFields = envelope.success ? {} : fieldErrorsFromIssues(envelope.error.issues);
  const teamId = body.teamRegistrationId;
  if (typeof teamId !== "string" || envelopeFields.teamRegistrationId)
    throw new AppError("VALIDATION_FAILED", envelopeFields);
  const now = deps.now();
  await asCaptain(deps.db, scope, teamId, captain.id, now, async (tx, team, race) => {
    if (team.paidBy !== "captain") throw new AppError("INVALID_STATE");
    await assertNoLiveOrder(tx, team, now);
    const record = await deps.races.byId(race.raceId, tx);
    const checked = checkParticipantForm(record, body);
    const fields: Record<string, string> = {
      ...(checked.ok ? {} : checked.fields),
      ...envelopeFields,
    };
    const position = envelope.data?.relayPosition;
    if (position !== undefined && !race.stages.some((stage) => stage.position === position))
      fields.relayPosition = "field.invalid";
    if (!envelope.success || !checked.ok || Object.keys(fields).length > 0)
      throw new AppError("VALIDATION_FAILED", fields);
    const input = envelope.data;
    const form = checked.form;
    await assertOwnImage(tx, input.imageId, captain.id);
    const member =
      input.memberId === undefined
        ? await newMember(deps, tx, { team, race, captain, form, position: input.relayPosition })
        : await memberOf(tx, team, input.memberId);
    if (member.relay_position !== input.relayPosition)
      await moveMember(
        tx,
        team,
        { teamRegistrationId: team.id, memberId: member.id, relayPosition: input.relayPosition },
        now,
      );
    await storeForm(tx, member.id, form, input.imageId, now);
  });
  return findMemberTeam(deps.db, teamId, captain.id);
}

interface NewMember {
  team: TeamRow;
  race: RelayRace;
  captain: UserRow;
  form: ParticipantForm;
  position: number;
}

/**
 * The person the form's e-mail names, seated on the stage: an account with the e-mail, or a new
 * one the captain manages (its invite mail queued with it). Someone already on this team is the
 * member whose form this is (a second press of "add"); someone in another team of the race, or
 * holding a registration for it, is refused under the e-mail.
 */
async function newMember(deps: MemberFormDeps, tx: CoreTx, added: NewMember): Promise<MemberRow> {
  const now = deps.now();
  assertJoinable(added.race, now);
  const email = added.form.email.trim().toLowerCase();
  const account = await accountFor(deps, tx, added, email, now);
  const onTeam = await queryRows(
    tx,
    sql`select id::text as id, user_id::text as user_id, relay_position from relay_team_members
        where team_id = ${added.team.id}::uuid and user_id = ${account.id}::uuid`,
    z.object({ id: z.string(), user_id: z.string(), relay_position: z.number() }),
  );
  const already = onTeam[0];
  if (already) return already;
  if (await holdsRegistration(tx, account.id, added.race.raceId, now))
    throw new AppError("VALIDATION_FAILED", { email: "team.memberRegistered" });
  let seated: string | null;
  try {
    seated = await takeSeat(tx, added.team.id, added.race.raceId, account.id, added.position, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "ALREADY_REGISTERED")
      throw new AppError("VALIDATION_FAILED", { email: "team.memberInOtherTeam" });
    throw error;
  }
  if (seated === null) throw new AppError("TEAM_FULL");
  return { id: seated, user_id: account.id, relay_position: added.position };
}

async function accountFor(
  deps: MemberFormDeps,
  tx: CoreTx,
  added: NewMember,
  email: string,
  now: Date,
): Promise<UserRow> {
  const [found] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (found) return found;
  const created = await createManagedAccount(
    tx,
    added.captain,
    {
      email,
      firstName: added.form.firstName,
      lastName: added.form.lastName,
      birthDate: added.form.birthDate,
      gender: added.form.gender,
      // The invite is read by the member; the captain's language is the best guess there is.
      language: isLocale(added.captain.language) ? added.captain.language : "ru",
    },
    deps.portalUrl,
    now,
  );
  // Someone signed up with the e-mail a moment ago: the next press finds their account.
  if (!created) throw new AppError("BUSY");
  return created;
}

/** The person holds a registration for the race (paid, or holding in its window). */
async function holdsRegistration(
  db: CoreDb,
  userId: string,
  raceId: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 as held from registrations
        where user_id = ${userId}::uuid and race_id = ${raceId}
          and (state = 'paid' or (state in ('draft', 'awaitingPayment') and expires_at > ${now.toISOString()}::timestamptz))
        limit 1`,
    z.object({ held: z.number() }),
  );
  return rows.length > 0;
}

/** Stores the member's form as a registration keeps it; an absent image keeps the stored one. */
async function storeForm(
  tx: CoreTx,
  memberId: string,
  form: ParticipantForm,
  imageId: string | null | undefined,
  now: Date,
): Promise<void> {
  const stored = {
    participant: form,
    documentType: form.documentType ?? null,
    documentNumber: form.documentType && form.documentNumber ? form.documentNumber : null,
    updatedAt: now,
  };
  await tx
    .insert(relayMemberForms)
    .values({ memberId, ...stored, imageId: imageId ?? null })
    .onConflictDoUpdate({
      target: relayMemberForms.memberId,
      set: imageId === undefined ? stored : { ...stored, imageId },
    });
}

const formRow = z.object({
  participant: z.unknown().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/**
 * ApiRelayParticipant: the member's form as the captain stored it, in the shape the wizard
 * pre-fills from; before it is stored, the member's account's e-mail and names. The captain's
 * eyes only (a member FORBIDDEN, anyone else NOT_FOUND).
 */
export async function memberFormOf(
  db: CoreDb,
  scope: string | null,
  userId: string,
  query: RelayMemberFormQuery,
): Promise<RelayMemberForm> {
  const team = await findMemberTeam(db, query.teamRegistrationId, userId);
  await findRelayRaceById(db, scope, team.raceId);
  if (team.captainUserId !== userId) throw new AppError("FORBIDDEN");
  if (team.paidBy !== "captain") throw new AppError("INVALID_STATE");
  const member = await memberOf(db, team, query.memberId);
  const rows = await queryRows(
    db,
    sql`select f.participant, u.email, u.first_name, u.last_name
        from relay_team_members m join users u on u.id = m.user_id
          left join relay_member_forms f on f.member_id = m.id
        where m.id = ${member.id}::uuid`,
    formRow,
  );
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  const stored = participantValuesSchema.safeParse(row.participant);
  const values =
    row.participant !== null && stored.success
      ? stored.data
      : { email: row.email, firstName: row.first_name, lastName: row.last_name };
  return { memberId: member.id, relayPosition: member.relay_position, values };
}
