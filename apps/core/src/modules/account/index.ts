/**
 * Accounts: sign-up, log-in and sessions, the tenant apps' hand-over, password reset, the profile,
 * the person's own registrations (my-registrations/: the list, the start-list consent, a resend).
 * What other modules read of them: the session's person (UserRow) and how a request carries it.
 */
export { registerAccountRoutes } from "./routes";
export type { LoginRateLimit } from "./login-rate-limit";
export { hashPassword } from "./password";
export { personName } from "./person-name";
export { orderPriceColumns, orderPriceShape, orderTotalsOf } from "./my-registrations/order-price";
export { profileDetails } from "./profile";
export { findSessionUser, type UserRow } from "./queries";
export { currentUser } from "./service";
export { readSessionToken } from "./session-cookie";
export { hashSessionToken } from "./session-token";
