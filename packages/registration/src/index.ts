/**
 * The registration feature: the wizard, its steps and screens. Only the routes that need it (the
 * register and success pages, the profile page) import it, so Formik, Yup, the input mask and
 * libphonenumber load only with them, as `@reg/ui/forms` does for the other forms.
 */
export { RegistrationWizard, type RegistrationWizardProps } from "./registration-wizard";
export type { PaymentStart } from "./data/payment-mapping";
export {
  registrationReads,
  useRegistrationReads,
  type RaceRef,
  type RegistrationReads,
} from "./data/registration-reads";
export {
  AvailabilityScreen,
  type AvailabilityScreenProps,
  type BlockingAvailability,
} from "./availability/availability-screen";
export { ParticipantForm, type ParticipantFormProps } from "./participant/participant-form";
export { ProfileForm, type ProfileFormProps, type ProfileFormValues } from "./profile/profile-form";
export type { ParticipantFormChoices } from "./participant/participant-choices";
export {
  EMPTY_PARTICIPANT_VALUES,
  participantInitialValues,
  participantValuesFromServer,
  type ParticipantFormValues,
} from "./participant/participant-values";
export {
  participantFormErrors,
  validateParticipantForm,
} from "./participant/participant-validation";
export { OptionsStep, type OptionsStepProps } from "./options/options-step";
export type { OptionChoice, OptionSelection } from "./options/option-choice";
export { MyOrderStep, type MyOrderStepProps } from "./order/my-order-step";
export { OrderSummary } from "./order/order-summary";
export { PromoGate, type PromoGateProps } from "./promo/promo-gate";
export { PaymentStep, type PaymentStepProps } from "./payment/payment-step";
export {
  PaymentResultScreen,
  PAYMENT_POLL_MS,
  type PaymentResultScreenProps,
} from "./payment/payment-result-screen";
export { systemClock, type Clock } from "./payment/use-now";
export { noticeMessages } from "./notice-messages";
export { WizardShell } from "./wizard/wizard-shell";
export { WizardNav } from "./wizard/wizard-nav";
export { StepIndicator } from "./wizard/step-indicator";
export { useWizard, type UseWizardOptions, type Wizard } from "./wizard/use-wizard";
export { useStepAddress, type StepAddressChange } from "./wizard/use-step-address";
export { wizardReducer, initialWizardSnapshot, type WizardJourney } from "./wizard/wizard-state";
export {
  wizardStorageKey,
  loadWizardSnapshot,
  saveWizardSnapshot,
  clearWizardSnapshot,
  type WizardSnapshot,
  type WizardStorage,
} from "./wizard/wizard-storage";
export { RegisterScreen, type RegisterScreenProps } from "./screens/register-screen";
export {
  RegistrationSuccessScreen,
  type RegistrationSuccessScreenProps,
} from "./screens/registration-success-screen";
export { isRaceAddress } from "./screens/race-address";
export { TeamStandingBadge } from "./team/team-standing-badge";
export { TeamRoster, type TeamRosterActions, type TeamRosterProps } from "./team/team-roster";
export { useRosterActions } from "./steps/team-container";
export { useTeamReads } from "./data/team-reads";
export { FamilyGroupPanel } from "./relative/family-group-panel";
export * from "./gift";
