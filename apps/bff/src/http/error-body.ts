import { type ErrorBody, type ErrorCode } from "@reg/domain";

/** The contract's error body for a bare HTTP status (non-tRPC paths: pages, images, health). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 404) return "NOT_FOUND";
  if (status === 403) return "FORBIDDEN";
  if (status === 413 || status === 431) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "TOO_MANY_ATTEMPTS";
  if (status === 503) return "BUSY";
  if (status >= 400 && status < 500) return "VALIDATION_FAILED";
  return "INTERNAL";
}

export function errorBodyForStatus(status: number): ErrorBody {
  return { code: errorCodeForStatus(status) };
}

/** The HTTP status an error thrown inside Fastify (or a plugin) asks for, if any. */
export function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return undefined;
  return typeof error.statusCode === "number" ? error.statusCode : undefined;
}
