import { ERROR_HTTP_STATUS, isErrorCode, type ErrorCode } from "@reg/domain";

/** The part of a tRPC error's `data` the BFF's errorFormatter fills in (see docs/legacy-contract.md). */
interface AppErrorData {
  appCode: ErrorCode | null;
  fields: Record<string, string>;
  httpStatus: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Reads the error's data defensively: it crossed the network, so its type is only a promise. */
function appErrorData(error: unknown): AppErrorData | null {
  if (!isRecord(error) || !isRecord(error.data)) return null;
  const { appCode, fields, httpStatus } = error.data;
  const fieldErrors: Record<string, string> = {};
  if (isRecord(fields)) {
    for (const [field, messageId] of Object.entries(fields)) {
      if (typeof messageId === "string") fieldErrors[field] = messageId;
    }
  }
  return {
    appCode: isErrorCode(appCode) ? appCode : null,
    fields: fieldErrors,
    httpStatus: typeof httpStatus === "number" ? httpStatus : null,
  };
}

/**
 * The error code a failed call carries. A call that never got an answer (network down, BFF
 * restarting) has no data and reads as UPSTREAM_UNAVAILABLE; an answer without a known code as INTERNAL.
 */
export function appErrorCode(error: unknown): ErrorCode {
  const data = appErrorData(error);
  if (data === null) return "UPSTREAM_UNAVAILABLE";
  return data.appCode ?? "INTERNAL";
}

/** Per-field validation message ids, ready for Formik's `setErrors`. */
export function appFieldErrors(error: unknown): Record<string, string> {
  return appErrorData(error)?.fields ?? {};
}

/** The HTTP status the error travelled with; null when the server never answered. */
export function appErrorStatus(error: unknown): number | null {
  const data = appErrorData(error);
  if (data === null) return null;
  return data.httpStatus ?? (data.appCode ? ERROR_HTTP_STATUS[data.appCode] : null);
}
