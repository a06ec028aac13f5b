import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { WizardStep } from "@reg/domain";

/** Each wizard step's name (SPEC §2), for the step indicator and the page title. */
export const stepNames: Record<WizardStep, MessageDescriptor> = {
  promoGate: msg`Promo code`,
  myForm: msg`My form`,
  participantForm: msg`Participant form`,
  relativeForm: msg`Relative's form`,
  participants: msg`Participants`,
  options: msg`Options`,
  team: msg`Team`,
  myOrder: msg`My order`,
  payment: msg`Payment`,
};
