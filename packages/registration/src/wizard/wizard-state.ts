import {
  firstStep,
  isStepOf,
  nextStep,
  previousStep,
  stepsFor,
  type RegistrationKind,
  type WizardRaceFacts,
  type WizardStep,
} from "@reg/domain";
import type { WizardSnapshot } from "./wizard-storage";

export interface WizardJourney {
  readonly kind: RegistrationKind;
  readonly race: WizardRaceFacts;
}

export type WizardAction =
  | { readonly type: "continue" }
  | { readonly type: "back" }
  /** Straight to a step (an awaiting order opens on payment; "change method" returns there). */
  | { readonly type: "goTo"; readonly step: WizardStep }
  /** Starting over (the hold ran out): back to a step, with nothing further reached. */
  | { readonly type: "restart"; readonly step: WizardStep }
  | { readonly type: "keepValues"; readonly step: WizardStep; readonly values: unknown };

/** The later of two steps of the journey (a step it does not have counts as none). */
function laterStep(journey: WizardJourney, a: WizardStep, b: WizardStep | undefined): WizardStep {
  const steps = stepsFor(journey.kind, journey.race);
  return b !== undefined && steps.indexOf(b) > steps.indexOf(a) ? b : a;
}

/** The furthest step the person has come to: where an address may lead at most. */
export function furthestStep(journey: WizardJourney, state: WizardSnapshot): WizardStep {
  return laterStep(journey, state.step, state.reached);
}

/**
 * Whether an address (`?step=`) may lead to `step` now: a step of the journey, not past the
 * furthest one come to, and not the promo gate once passed (Back never goes there either).
 */
export function isReachable(
  journey: WizardJourney,
  state: WizardSnapshot,
  step: WizardStep,
): boolean {
  if (!isStepOf(journey.kind, journey.race, step)) return false;
  if (step === "promoGate") return state.step === "promoGate";
  const steps = stepsFor(journey.kind, journey.race);
  return steps.indexOf(step) <= steps.indexOf(furthestStep(journey, state));
}

/**
 * Where the wizard opens: a kept snapshot when its step still belongs to the journey, else
 * `startAt` (an order awaiting payment opens on payment), else the journey's first step; then
 * the address's step (`?step=`, a reload or a link) where it is reachable from there, or the
 * furthest reachable step where the address names one further on.
 */
export function initialWizardSnapshot(
  journey: WizardJourney,
  kept: WizardSnapshot | null,
  startAt?: WizardStep,
  addressed?: WizardStep,
): WizardSnapshot {
  const opened = openedSnapshot(journey, kept, startAt);
  if (!addressed || addressed === opened.step) return opened;
  const step = isReachable(journey, opened, addressed) ? addressed : furthestStep(journey, opened);
  return { ...opened, step, reached: furthestStep(journey, opened) };
}

function openedSnapshot(
  journey: WizardJourney,
  kept: WizardSnapshot | null,
  startAt?: WizardStep,
): WizardSnapshot {
  if (kept && isStepOf(journey.kind, journey.race, kept.step)) return kept;
  const step =
    startAt && isStepOf(journey.kind, journey.race, startAt)
      ? startAt
      : firstStep(journey.kind, journey.race);
  return { step, values: kept?.values ?? {} };
}

/**
 * The wizard's moves, by the domain's journeys (docs/state-machines.md §2): Continue to the next
 * step, Back to the previous one (never into the promo gate), nowhere past either end.
 */
export function wizardReducer(
  journey: WizardJourney,
  state: WizardSnapshot,
  action: WizardAction,
): WizardSnapshot {
  switch (action.type) {
    case "continue": {
      const next = nextStep(journey.kind, journey.race, state.step);
      return next
        ? { ...state, step: next, reached: laterStep(journey, next, state.reached) }
        : state;
    }
    case "back": {
      const previous = previousStep(journey.kind, journey.race, state.step);
      return previous ? { ...state, step: previous, reached: furthestStep(journey, state) } : state;
    }
    case "goTo":
      return isStepOf(journey.kind, journey.race, action.step)
        ? { ...state, step: action.step, reached: furthestStep(journey, state) }
        : state;
    case "restart":
      return isStepOf(journey.kind, journey.race, action.step)
        ? { ...state, step: action.step, reached: action.step }
        : state;
    case "keepValues":
      return { ...state, values: { ...state.values, [action.step]: action.values } };
  }
}
