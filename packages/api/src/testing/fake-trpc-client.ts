import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@reg/bff/router";
import type { AppTrpcClient } from "../trpc-client";

/** A failure as the BFF's errorFormatter sends it (docs/legacy-contract.md): its code, status and field messages. */
export class FakeAppError extends Error {
  constructor(
    readonly appCode: string,
    readonly httpStatus: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(appCode);
  }
}

/** Answers one call: the procedure's dotted path (`registration.getInit`) and the input as sent. */
export type FakeAnswer = (path: string, input: unknown) => Promise<unknown>;

/**
 * A tRPC client whose only link answers from `answer` in memory, for component tests. A thrown
 * FakeAppError reaches the caller as the TRPCClientError the real BFF's answer becomes, its `data`
 * carrying `appCode`, `httpStatus` and `fields`; anything else thrown as an error without data, as
 * a call that never got an answer is.
 */
export function createFakeTrpcClient(answer: FakeAnswer): AppTrpcClient {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        answer(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          },
          (cause: unknown) => observer.error(clientError(cause)),
        );
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}

function clientError(cause: unknown): TRPCClientError<AppRouter> {
  if (cause instanceof FakeAppError)
    return TRPCClientError.from<AppRouter>({
      error: {
        message: cause.appCode,
        code: -32600,
        data: { appCode: cause.appCode, httpStatus: cause.httpStatus, fields: cause.fields },
      },
    });
  return TRPCClientError.from<AppRouter>(cause instanceof Error ? cause : new Error(String(cause)));
}
