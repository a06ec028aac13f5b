/**
 * Money and payment (SPEC §3, §9): kopecks, order pricing and commission, installments, payment
 * methods, the payment window.
 */
export * from "./money";
export * from "./decimals";
export * from "./order-pricing";
export * from "./installments";
export * from "./payment-methods";
export * from "./payment-window";
