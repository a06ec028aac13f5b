import { z } from "zod";
import { InvalidInputError } from "../errors/invalid-input-error";
import { defined } from "../errors/defined";
import { WIZARD_STEPS, type WizardStep } from "./wizard-steps";

/*
 * The registration wizard's steps (SPEC §2), plus the promo-code gate that can precede
 * registration; their ids live in wizard-steps.ts, light enough for the app's first chunk.
 */
export { WIZARD_STEPS, type WizardStep } from "./wizard-steps";
export const wizardStepSchema = z.enum(WIZARD_STEPS, { error: "field.invalid" });

/** Who is registered and how (SPEC §1, §6): oneself, a relative, a friend, a friend as a gift, a team, a relay team. */
export const REGISTRATION_KINDS = [
  "individual",
  "relative",
  "friend",
  "gift",
  "team",
  "relay",
  "teamMember",
] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];
export const registrationKindSchema = z.enum(REGISTRATION_KINDS, { error: "field.invalid" });

/** What of a race changes the steps. */
export interface WizardRaceFacts {
  /** Registration is only possible with a promo code, checked before anything else. */
  readonly requiresPromoCode: boolean;
  /** The race sells insurance, services or products; without any, the options step is skipped. */
  readonly hasOptions: boolean;
}

export interface JourneyStep {
  readonly step: WizardStep;
  /** The step is taken only when this race fact is true. */
  readonly onlyIf?: keyof WizardRaceFacts;
}

const promoGate: JourneyStep = { step: "promoGate", onlyIf: "requiresPromoCode" };
const options: JourneyStep = { step: "options", onlyIf: "hasOptions" };
const checkout: readonly JourneyStep[] = [options, { step: "myOrder" }, { step: "payment" }];

/**
 * Every journey as data, so a new kind or step is a change here and nowhere else.
 * - individual: the person's own participant form.
 * - relative, friend: the person is chosen before the wizard (found by e-mail with ApiFindFriend
 *   or created, and added to the family group; SPEC §4 relative flow), then their form.
 * - gift: the buyer's own form, then the participant's (a gift is bought and redeemed on its own
 *   pages today, decision 0031, so no screen takes this journey yet).
 * - team, relay: the captain registers and pays for the whole team (decision 0026 §7): the team
 *   step (where the team was created with the captain paying), the captain's own form, then the
 *   members' forms, which must all be in before continuing (SPEC §5 "Add all team members to
 *   continue"); Continue there makes the team's orders, the captain's being the one the options
 *   and my order work on. The wizard switches to it from teamMember once the person is the captain
 *   of such a team, so the promo gate, if any, lies behind them already: it is never a step here.
 * - teamMember: each member of a relay or team race pays their own share (decision 0026): the
 *   team step first (create the team, or join it by code or link, and so get a stage), then the
 *   person's own participant form, saved with that stage (docs/decisions/0029).
 */
export const WIZARD_JOURNEYS: Readonly<Record<RegistrationKind, readonly JourneyStep[]>> = {
  individual: [promoGate, { step: "participantForm" }, ...checkout],
  // The person is chosen before the wizard (decision 0030); then the form is theirs to fill in.
  relative: [promoGate, { step: "relativeForm" }, ...checkout],
  friend: [promoGate, { step: "relativeForm" }, ...checkout],
  gift: [promoGate, { step: "myForm" }, { step: "participantForm" }, ...checkout],
  team: [{ step: "team" }, { step: "myForm" }, { step: "participants" }, ...checkout],
  relay: [{ step: "team" }, { step: "myForm" }, { step: "participants" }, ...checkout],
  teamMember: [promoGate, { step: "team" }, { step: "participantForm" }, ...checkout],
};

/** Steps a person passes once and never returns to: the promo code, once accepted, rides along. */
const ONE_WAY_STEPS: readonly WizardStep[] = ["promoGate"];

/** The steps of a journey for a race, in order. */
export function stepsFor(kind: RegistrationKind, race: WizardRaceFacts): WizardStep[] {
  return WIZARD_JOURNEYS[kind]
    .filter((s) => s.onlyIf === undefined || race[s.onlyIf])
    .map((s) => s.step);
}

export function firstStep(kind: RegistrationKind, race: WizardRaceFacts): WizardStep {
  const [first] = stepsFor(kind, race);
  // Every journey ends with myOrder and payment, so it is never empty.
  return defined(first);
}

export function isStepOf(kind: RegistrationKind, race: WizardRaceFacts, step: WizardStep): boolean {
  return stepsFor(kind, race).includes(step);
}

function indexOf(
  steps: readonly WizardStep[],
  kind: RegistrationKind,
  current: WizardStep,
): number {
  const index = steps.indexOf(current);
  if (index < 0)
    throw new InvalidInputError(`Step "${current}" is not part of the ${kind} journey here`);
  return index;
}

/** The step "Continue" leads to; null after payment. Throws for a step the journey does not have. */
export function nextStep(
  kind: RegistrationKind,
  race: WizardRaceFacts,
  current: WizardStep,
): WizardStep | null {
  const steps = stepsFor(kind, race);
  return steps[indexOf(steps, kind, current) + 1] ?? null;
}

/**
 * The step "Back" leads to; null on the first step and wherever only a one-way step lies behind.
 * Throws for a step the journey does not have.
 */
export function previousStep(
  kind: RegistrationKind,
  race: WizardRaceFacts,
  current: WizardStep,
): WizardStep | null {
  const steps = stepsFor(kind, race);
  const previous = steps[indexOf(steps, kind, current) - 1];
  return previous === undefined || ONE_WAY_STEPS.includes(previous) ? null : previous;
}

/**
 * 1-based position and count, for "step 2 of 4". The promo gate is no step of the count (null
 * there). Throws for a step the journey does not have.
 */
export function stepProgress(
  kind: RegistrationKind,
  race: WizardRaceFacts,
  current: WizardStep,
): { readonly position: number; readonly count: number } | null {
  const steps = stepsFor(kind, race);
  indexOf(steps, kind, current);
  if (ONE_WAY_STEPS.includes(current)) return null;
  const counted = steps.filter((s) => !ONE_WAY_STEPS.includes(s));
  return { position: counted.indexOf(current) + 1, count: counted.length };
}
