/**
 * The typed error contract: every failure that crosses core → BFF → front is one of these codes.
 * The front translates the code; no server text ever reaches a person.
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "TOO_MANY_ATTEMPTS",
  "CSRF_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "REGISTRATION_CLOSED",
  "ALREADY_REGISTERED",
  "SOLD_OUT",
  "OUT_OF_STOCK",
  "INVALID_STATE",
  "ALREADY_CANCELLED",
  "REGISTRATION_EXPIRED",
  "TEAM_EXISTS",
  "TEAM_NOT_FOUND",
  "TEAM_FULL",
  "TEAMS_SOLD_OUT",
  "TEAM_INCOMPLETE",
  "ROSTER_LOCKED",
  "BUSY",
  "UPSTREAM_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
/** Whether a value is one of the codes: the front's check, which needs no schema (first chunk). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

/** The HTTP status each code travels with. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  TOO_MANY_ATTEMPTS: 429,
  CSRF_FAILED: 403,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload that is no JPEG, PNG or WebP by its bytes. */
  UNSUPPORTED_FILE_TYPE: 415,
  /** The race takes no online registration now (closed, not open yet, not possible, offline). */
  REGISTRATION_CLOSED: 409,
  /** The person already holds a live registration for the race (ApiInit says which). */
  ALREADY_REGISTERED: 409,
  /** No slot left in the race. */
  SOLD_OUT: 409,
  /** Not enough of an option left for the count asked. */
  OUT_OF_STOCK: 409,
  /** The registration's state does not allow this (e.g. changing an order awaiting payment). */
  INVALID_STATE: 409,
  /** The order was deleted: nothing done to it can be undone (SPEC §8). */
  ALREADY_CANCELLED: 409,
  /** The 20-minute window passed: the registration let go of its slot. */
  REGISTRATION_EXPIRED: 409,
  /** SPEC §8 team codes 1 and 2: a team of the race already has that name (any letter case). */
  TEAM_EXISTS: 409,
  /** SPEC §8 team code 3: no team by that join code (or one the caller may not see). */
  TEAM_NOT_FOUND: 404,
  /** The stage (or every stage) of the team already has its most members. */
  TEAM_FULL: 409,
  /** The race takes no more teams. */
  TEAMS_SOLD_OUT: 409,
  /** A stage has fewer members than its minimum ("Add all team members to continue"). */
  TEAM_INCOMPLETE: 409,
  /** The race's roster-lock date passed: the team's members and name stay as they are. */
  ROSTER_LOCKED: 409,
  BUSY: 503,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
};
