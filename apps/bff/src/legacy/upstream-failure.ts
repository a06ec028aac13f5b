import { errorBodySchema, type ErrorCode } from "@reg/domain";
import { AppError } from "../errors/app-error";

/** When a non-2xx answer carries no ErrorBody (a proxy's page, a crash), its status still says something. */
function codeForBareStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "TOO_MANY_ATTEMPTS";
  if (status === 503) return "BUSY";
  if (status >= 500) return "UPSTREAM_UNAVAILABLE";
  return "VALIDATION_FAILED";
}

/** The AppError for a non-2xx legacy answer: its own code and fields when it speaks the contract. */
export function failureFromUpstream(status: number, bodyText: string): AppError {
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(bodyText);
  } catch {
    return new AppError(codeForBareStatus(status));
  }
  const body = errorBodySchema.safeParse(parsedBody);
  if (!body.success) return new AppError(codeForBareStatus(status));
  return new AppError(body.data.code, { fields: body.data.fields });
}
