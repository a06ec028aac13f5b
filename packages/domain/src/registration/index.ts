/**
 * Registration (SPEC §2–§5): the wizard and its states, the participant form, the cart with its
 * options, insurance, promo codes, price tiers and custom price.
 */
export * from "./registration-state";
export * from "./wizard";
export * from "./wizard-steps";
export * from "./participant-form";
export * from "./genders";
export * from "./identity-documents";
export * from "./pickup-documents";
export * from "./order-number";
export * from "./cart";
export * from "./insurance";
export * from "./promo-codes";
export * from "./price-tiers";
export * from "./custom-price";
export * from "./stored-order";
