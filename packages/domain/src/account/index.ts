/**
 * The account's light constants: the anonymous caller and the password reset link. The account's
 * wire schemas stay in dto/ (user.ts, account.ts), which re-export these.
 */
export * from "./current-user";
export * from "./password-reset";
export * from "./session-handoff";
