import {
  firstStep,
  isStepOf,
  nextStep,
  previousStep,
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
  | { readonly type: "keepValues"; readonly step: WizardStep; readonly values: unknown };

/**
 * Where the wizard opens: a kept snapshot when its step still belongs to the journey, else
 * `startAt` (an order awaiting payment opens on payment), else the journey's first step.
 */
export function initialWizardSnapshot(
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
      return next ? { ...state, step: next } : state;
    }
    case "back": {
      const previous = previousStep(journey.kind, journey.race, state.step);
      return previous ? { ...state, step: previous } : state;
    }
    case "goTo":
      return isStepOf(journey.kind, journey.race, action.step)
        ? { ...state, step: action.step }
        : state;
    case "keepValues":
      return { ...state, values: { ...state.values, [action.step]: action.values } };
  }
}
