/**
 * The wizard's step ids alone, without zod or the journeys: the register route checks `?step=`
 * against them in the app's first chunk, which must not carry the wizard's rules
 * (docs/decisions/0022). An id never changes: it is the step's route segment and its i18n key.
 */
export const WIZARD_STEPS = [
  "promoGate",
  "myForm",
  "participantForm",
  "relativeForm",
  "participants",
  "options",
  "team",
  "myOrder",
  "payment",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The same verdict as wizardStepSchema, without its message id. */
export function isWizardStep(value: unknown): value is WizardStep {
  return typeof value === "string" && (WIZARD_STEPS as readonly string[]).includes(value);
}
