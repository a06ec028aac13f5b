import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { appErrorCode, appErrorStatus, appFieldErrors } from "../app-error";
import { createFakeTrpcClient, FakeAppError } from "./fake-trpc-client";

describe("the fake tRPC client", () => {
  it("answers each procedure by its path with the input sent", async () => {
    const asked: [string, unknown][] = [];
    const client = createFakeTrpcClient(async (path, input) => {
      asked.push([path, input]);
      return { ok: true };
    });
    await expect(client.events.liveCount.query()).resolves.toEqual({ ok: true });
    expect(asked).toEqual([["events.liveCount", undefined]]);
  });

  it("fails as the BFF's answer does: a TRPCClientError with its code, status and fields", async () => {
    const client = createFakeTrpcClient(async () => {
      throw new FakeAppError("VALIDATION_FAILED", 400, { promoCode: "promo.notFound" });
    });
    const error: unknown = await client.events.liveCount.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(appErrorCode(error)).toBe("VALIDATION_FAILED");
    expect(appErrorStatus(error)).toBe(400);
    expect(appFieldErrors(error)).toEqual({ promoCode: "promo.notFound" });
  });

  it("fails any other error as a call that got no answer", async () => {
    const client = createFakeTrpcClient(async () => {
      throw new TypeError("fetch failed");
    });
    const error: unknown = await client.events.liveCount.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(appErrorCode(error)).toBe("UPSTREAM_UNAVAILABLE");
  });
});
