/**
 * The password of an account a relative's maker created (decision 0030): no password hashes to
 * it (verifyPassword takes only `scrypt$…`), so nobody signs in as the relative until they set
 * their own through the mailed link, which takes the account over.
 */
export const NO_PASSWORD_YET = "unset";

/** How long the relative's set-your-password link lives: a week, as a child's parent may forward it late. */
export const RELATIVE_INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
