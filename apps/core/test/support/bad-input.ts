import type { ErrorCode } from "@reg/domain";
import type { HttpCall } from "./http";

/** One refused call of a bad-input table: what is sent, and the status and code it must get. */
export interface BadCase {
  name: string;
  path: string;
  call: HttpCall;
  status: number;
  code: ErrorCode;
  fields?: Record<string, string>;
}

export type BadRequest = Pick<BadCase, "path" | "call">;

/**
 * A table's requests, sent as `owner` unless another cookie is given (null: signed out). A body
 * that is a string goes as it is (broken JSON), anything else as JSON.
 */
/** A session cookie no sign-in ever issued (a signed-out or expired session reads the same). */
export const SIGNED_OUT = `reg_sid=${"x".repeat(43)}`;

export function requestsAs(owner: string) {
  return {
    postAs: (
      path: string,
      body: unknown,
      cookie: string | null = owner,
      headers: Record<string, string> = {},
    ): BadRequest => ({
      path,
      call: {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
    }),
    getAs: (path: string, cookie: string | null = owner): BadRequest => ({
      path,
      call: { headers: cookie ? { cookie } : {} },
    }),
  };
}
