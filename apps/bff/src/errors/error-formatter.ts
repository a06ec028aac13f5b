import {
  type TRPC_ERROR_CODE_KEY,
  type TRPC_ERROR_CODE_NUMBER,
  type TRPCError,
} from "@trpc/server";
import { ERROR_HTTP_STATUS, type ErrorCode } from "@reg/domain";
import { type FieldMessages } from "./app-error";
import { toAppFailure } from "./to-app-failure";

/** The `data` of every tRPC error this BFF sends. No `stack`, ever: it is built here, not copied. */
export interface BffErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  appCode: ErrorCode;
  fields?: FieldMessages;
}

export interface BffErrorShape {
  /** Always the appCode: the front translates it; server prose never reaches a person. */
  message: ErrorCode;
  code: TRPC_ERROR_CODE_NUMBER;
  data: BffErrorData;
}

interface FormatterInput {
  error: TRPCError;
  shape: { code: TRPC_ERROR_CODE_NUMBER; data: { code: TRPC_ERROR_CODE_KEY; path?: string } };
}

export function formatBffError({ error, shape }: FormatterInput): BffErrorShape {
  const { appCode, fields } = toAppFailure(error);
  const data: BffErrorData = {
    code: shape.data.code,
    httpStatus: ERROR_HTTP_STATUS[appCode],
    appCode,
  };
  if (shape.data.path !== undefined) data.path = shape.data.path;
  if (fields) data.fields = fields;
  return { message: appCode, code: shape.code, data };
}
