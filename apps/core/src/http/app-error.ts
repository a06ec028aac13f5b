import { ERROR_HTTP_STATUS, type ErrorBody, type ErrorCode } from "@reg/domain";

/** A failure with a stable code; the error handler turns it into `{ code, fields? }` with the code's status. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = "AppError";
    this.statusCode = ERROR_HTTP_STATUS[code];
  }

  toBody(): ErrorBody {
    return this.fields ? { code: this.code, fields: this.fields } : { code: this.code };
  }
}
