/**
 * Relatives and friends (decision 0030): finding a person by e-mail (find-friend.ts, rate-limited
 * by lookup-rate-limit.ts), the family group (family-group.ts), a relative's new account and its
 * set-your-password mail (family-changes.ts), the participant's notice when someone else's
 * registration of them is paid (participant-notice.ts).
 */
export { registerFamilyRoutes } from "./routes";
export { participantNoticeMail } from "./participant-notice";
// A team captain's new member gets the same managed account, without the family link (decision 0026 §7).
export { createManagedAccount, type ManagedAccountInput } from "./managed-account";
export { lookupRateLimitConfig } from "./lookup-rate-limit";
