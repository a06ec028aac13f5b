/**
 * The password reset link's constants, apart from the wire schemas of dto/account.ts: the portal's
 * reset route checks `?token=` with the pattern in its first chunk, which must not carry the
 * profile's field rules (docs/decisions/0022).
 */

/** 32 random bytes in base64url: what the e-mailed link carries. */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Minutes a reset link works (once). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
