import { TRPCError } from "@trpc/server";
import { type ErrorCode } from "@reg/domain";
import { trpcCodeFor } from "./trpc-codes";

export type FieldMessages = Record<string, string>;

/**
 * A failure that already knows its domain code. Procedures and the LegacyClient throw this; the
 * error formatter puts `appCode` (and `fields`) on the wire and nothing else.
 */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly fields: FieldMessages | undefined;

  constructor(
    appCode: ErrorCode,
    options: { fields?: FieldMessages | undefined; cause?: unknown } = {},
  ) {
    super({ code: trpcCodeFor(appCode), message: appCode, cause: options.cause });
    this.name = "AppError";
    this.appCode = appCode;
    this.fields = options.fields;
  }
}
