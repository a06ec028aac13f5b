import { type TRPCError } from "@trpc/server";
import { fieldErrorsFromIssues, type ErrorCode } from "@reg/domain";
import { AppError, type FieldMessages } from "./app-error";
import { appCodeForTrpcCode } from "./trpc-codes";

export interface AppFailure {
  appCode: ErrorCode;
  fields?: FieldMessages;
}

interface ZodLikeIssues {
  issues: { path: PropertyKey[]; message: string }[];
}

function hasIssues(value: unknown): value is ZodLikeIssues {
  return (
    typeof value === "object" && value !== null && "issues" in value && Array.isArray(value.issues)
  );
}

/** Whatever went wrong, the one domain code (and field messages) a person gets to see. */
export function toAppFailure(error: TRPCError): AppFailure {
  if (error instanceof AppError)
    return error.fields
      ? { appCode: error.appCode, fields: error.fields }
      : { appCode: error.appCode };
  // tRPC wraps a failed `.input()` parse as BAD_REQUEST with the ZodError as cause. The field
  // messages are built the way core builds them, so both answer one bad value alike.
  if (error.code === "BAD_REQUEST" && hasIssues(error.cause)) {
    const fields = fieldErrorsFromIssues(error.cause.issues);
    return Object.keys(fields).length > 0
      ? { appCode: "VALIDATION_FAILED", fields }
      : { appCode: "VALIDATION_FAILED" };
  }
  return { appCode: appCodeForTrpcCode(error.code) };
}
