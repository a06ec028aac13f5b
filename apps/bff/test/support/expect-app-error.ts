import { TRPCClientError } from "@trpc/client";
import { expect } from "vitest";
import { type ErrorCode } from "@reg/domain";
import { type AppRouter } from "../../src/router";

export type ClientError = TRPCClientError<AppRouter>;

/** The call must fail with `appCode` as message and data, and carry nothing a person shouldn't see. */
export async function expectAppError(
  call: Promise<unknown>,
  appCode: ErrorCode,
): Promise<ClientError> {
  const error = await call.then(
    () => expect.unreachable(`expected ${appCode}, the call succeeded`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  const clientError = error as ClientError;
  expect(clientError.message).toBe(appCode);
  expect(clientError.data?.appCode).toBe(appCode);
  expectNoServerInternals(clientError.shape);
  return clientError;
}

/** No stack, no server prose: the serialised error is codes and field message ids only. */
export function expectNoServerInternals(value: unknown): void {
  const text = JSON.stringify(value) ?? "";
  expect(text).not.toMatch(/"stack"/);
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
}
