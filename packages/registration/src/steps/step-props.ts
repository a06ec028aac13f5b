import type { RegistrationInit } from "@reg/domain";
import type { RaceRef } from "../data/registration-reads";
import type { Wizard } from "../wizard/use-wizard";

/**
 * What every wizard step container takes: the race, the registration it works on and the journey's
 * wizard, whose values it keeps and which it moves on. A journey (the person's own, a relative's, a
 * team member's) composes the steps by handing each its own registration and wizard
 * (docs/decisions/0013-wizard-step-composition.md).
 */
export interface WizardStepProps {
  race: RaceRef;
  init: RegistrationInit;
  wizard: Wizard;
  /** The draft the step works on; null before the participant step has made one. */
  registrationId: string | null;
  /** Back to the step before, or null on the first step. */
  onBack: (() => void) | null;
}

/** The promo code the gate kept, else the one the address brought. */
export function keptPromoCode(wizard: Wizard, promoCode: string | null): string | null {
  const kept = wizard.values.promoGate;
  return typeof kept === "string" ? kept : promoCode;
}
