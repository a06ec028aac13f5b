export { MyOrderContainer } from "./my-order-container";
export { OptionsContainer } from "./options-container";
export { ParticipantContainer } from "./participant-container";
export { PaymentContainer } from "./payment-container";
export { PromoGateContainer } from "./promo-gate-container";
export { keptRelayPosition, TeamContainer, useRosterActions } from "./team-container";
export { keptPromoCode, type WizardStepProps } from "./step-props";
export { useKeepCart, useKeepChangedOrder } from "./use-keep-cart";
