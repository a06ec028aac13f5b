import { type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { type ErrorCode } from "@reg/domain";

/** The tRPC code each domain code travels with, so JSON-RPC codes and HTTP statuses agree. */
const TRPC_CODE_BY_APP_CODE: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION_FAILED: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  INVALID_CREDENTIALS: "UNAUTHORIZED",
  EMAIL_TAKEN: "CONFLICT",
  TOO_MANY_ATTEMPTS: "TOO_MANY_REQUESTS",
  CSRF_FAILED: "FORBIDDEN",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_FILE_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  REGISTRATION_CLOSED: "CONFLICT",
  ALREADY_REGISTERED: "CONFLICT",
  SOLD_OUT: "CONFLICT",
  OUT_OF_STOCK: "CONFLICT",
  INVALID_STATE: "CONFLICT",
  ALREADY_CANCELLED: "CONFLICT",
  REGISTRATION_EXPIRED: "CONFLICT",
  TEAM_EXISTS: "CONFLICT",
  TEAM_NOT_FOUND: "NOT_FOUND",
  TEAM_FULL: "CONFLICT",
  TEAMS_SOLD_OUT: "CONFLICT",
  TEAM_INCOMPLETE: "CONFLICT",
  ROSTER_LOCKED: "CONFLICT",
  BUSY: "SERVICE_UNAVAILABLE",
  UPSTREAM_UNAVAILABLE: "BAD_GATEWAY",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

export function trpcCodeFor(appCode: ErrorCode): TRPC_ERROR_CODE_KEY {
  return TRPC_CODE_BY_APP_CODE[appCode];
}

/**
 * Errors tRPC raises itself (bad JSON, unknown path, wrong method, zod input) carry only a tRPC
 * code; this names the domain code a person should see for each.
 */
export function appCodeForTrpcCode(code: TRPC_ERROR_CODE_KEY): ErrorCode {
  switch (code) {
    case "PARSE_ERROR":
    case "BAD_REQUEST":
    case "METHOD_NOT_SUPPORTED":
    case "UNSUPPORTED_MEDIA_TYPE":
    case "UNPROCESSABLE_CONTENT":
    case "PRECONDITION_FAILED":
      return "VALIDATION_FAILED";
    case "NOT_FOUND":
      return "NOT_FOUND";
    case "UNAUTHORIZED":
      return "UNAUTHORIZED";
    case "FORBIDDEN":
      return "FORBIDDEN";
    case "PAYLOAD_TOO_LARGE":
      return "PAYLOAD_TOO_LARGE";
    case "TOO_MANY_REQUESTS":
      return "TOO_MANY_ATTEMPTS";
    case "SERVICE_UNAVAILABLE":
      return "BUSY";
    case "BAD_GATEWAY":
    case "GATEWAY_TIMEOUT":
      return "UPSTREAM_UNAVAILABLE";
    default:
      return "INTERNAL";
  }
}
