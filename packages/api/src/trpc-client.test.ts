import { describe, expect, it } from "vitest";
import { appErrorCode, appErrorStatus, appFieldErrors } from "./app-error";
import { CSRF_HEADER, defined } from "@reg/domain";
import { createTrpcClient } from "./trpc-client";

interface Sent {
  url: string;
  method: string;
  headers: Headers;
}

/** A stand-in for the BFF's HTTP answer, so the real httpBatchLink does the encoding and decoding. */
function fakeBff(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { sent, fetch };
}

function trpcError(appCode: string, httpStatus: number, fields?: Record<string, string>) {
  return [{ error: { message: "hidden", code: -32600, data: { appCode, httpStatus, fields } } }];
}

describe("the tRPC client", () => {
  it("sends the CSRF cookie's value as the x-csrf-token header on a mutation", async () => {
    const bff = fakeBff(200, [{ result: { data: { ok: true } } }]);
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: bff.fetch,
      readCookies: () => "reg_csrf=abc123; other=1",
    });
    await expect(client.auth.logout.mutate()).resolves.toEqual({ ok: true });
    expect(bff.sent).toHaveLength(1);
    expect(defined(bff.sent[0]).method).toBe("POST");
    expect(defined(bff.sent[0]).url).toContain("/trpc/auth.logout");
    expect(defined(bff.sent[0]).headers.get(CSRF_HEADER)).toBe("abc123");
  });

  it("sends no CSRF header before the BFF has set the cookie", async () => {
    const bff = fakeBff(200, [{ result: { data: 3 } }]);
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: bff.fetch,
      readCookies: () => "",
    });
    await expect(client.events.liveCount.query()).resolves.toBe(3);
    expect(defined(bff.sent[0]).headers.has(CSRF_HEADER)).toBe(false);
  });

  it("reads the cookie per request, so a rotated token is used at once", async () => {
    const bff = fakeBff(200, [{ result: { data: { ok: true } } }]);
    let cookies = "reg_csrf=first";
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: bff.fetch,
      readCookies: () => cookies,
    });
    await client.auth.logout.mutate();
    cookies = "reg_csrf=second";
    await client.auth.logout.mutate();
    expect(bff.sent.map((s) => s.headers.get(CSRF_HEADER))).toEqual(["first", "second"]);
  });
});

describe("reading a failed call", () => {
  it("gives the app code, the status and the per-field message ids", async () => {
    const bff = fakeBff(400, trpcError("VALIDATION_FAILED", 400, { email: "email.invalid" }));
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: bff.fetch,
      readCookies: () => "",
    });
    const error: unknown = await client.auth.login
      .mutate({ email: "x", password: "y" })
      .catch((e: unknown) => e);
    expect(appErrorCode(error)).toBe("VALIDATION_FAILED");
    expect(appErrorStatus(error)).toBe(400);
    expect(appFieldErrors(error)).toEqual({ email: "email.invalid" });
  });

  it("treats a code it does not know as INTERNAL", async () => {
    const bff = fakeBff(500, trpcError("SOMETHING_NEW", 500));
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: bff.fetch,
      readCookies: () => "",
    });
    const error: unknown = await client.events.liveCount.query().catch((e: unknown) => e);
    expect(appErrorCode(error)).toBe("INTERNAL");
    expect(appFieldErrors(error)).toEqual({});
  });

  it("reads a call that never reached the server as UPSTREAM_UNAVAILABLE", async () => {
    const client = createTrpcClient({
      url: "http://bff.test/trpc",
      fetch: () => Promise.reject(new TypeError("fetch failed")),
      readCookies: () => "",
    });
    const error: unknown = await client.events.liveCount.query().catch((e: unknown) => e);
    expect(appErrorCode(error)).toBe("UPSTREAM_UNAVAILABLE");
    expect(appErrorStatus(error)).toBeNull();
  });
});
