/**
 * An event, race or option code as it appears in URLs ("moscow-marathon", "10k"). Apart from
 * registration-common's schemas so the portal's first chunk reads it without classic zod
 * (docs/decisions/0022).
 */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
