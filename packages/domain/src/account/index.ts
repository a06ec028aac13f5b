/**
 * The account's light constants: the anonymous caller and the password reset link, and when one
 * of "my registrations" reads as past. The account's wire schemas stay in dto/ (user.ts,
 * account.ts), which re-export these.
 */
export * from "./current-user";
export * from "./password-reset";
export * from "./session-handoff";
export * from "./my-registration-past";
