import { afterEach, describe, expect, it } from "vitest";
import { type ErrorCode, defined } from "@reg/domain";
import { openBrowser, type Browser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { startBff, startCore, type Bff } from "./support/stack";
import {
  closedPortUrl,
  startStubUpstream,
  waitFor,
  type StubUpstream,
} from "./support/stub-upstreams";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await defined(cleanups.pop())();
});

async function bffBefore(
  legacyUrl: string,
  overrides: Parameters<typeof startBff>[1] = {},
): Promise<Bff> {
  const bff = await startBff(legacyUrl, overrides);
  cleanups.push(() => bff.stop());
  return bff;
}

async function stub(answer?: string): Promise<StubUpstream> {
  const upstream = await startStubUpstream(answer);
  cleanups.push(() => upstream.close());
  return upstream;
}

/** A browser holding a CSRF cookie, so its mutations get as far as core. */
async function readyBrowser(url: string): Promise<Browser> {
  const browser = openBrowser(url);
  await fetch(`${url}/health`);
  const answer = await fetch(`${url}/trpc/events.liveCount`);
  browser.jar.store(answer.headers.getSetCookie());
  return browser;
}

const EVERY_CALL: Record<string, (browser: Browser) => Promise<unknown>> = {
  "tenant.getCurrent": (b) => b.batch.tenant.getCurrent.query(),
  "user.getCurrent": (b) => b.batch.user.getCurrent.query(),
  "events.liveCount": (b) => b.single.events.liveCount.query(),
  "events.list": (b) => b.batch.events.list.query({ language: "ru" }),
  "auth.login": (b) =>
    b.single.auth.login.mutate({ email: "a@example.com", password: "whatever-123" }),
  "auth.signUp": (b) =>
    b.batch.auth.signUp.mutate({
      email: "a@example.com",
      password: "whatever-123",
      firstName: "A",
      lastName: "B",
      language: "en",
    }),
  "auth.logout": (b) => b.batch.auth.logout.mutate(),
};

describe("core down or stuck", () => {
  it("answers UPSTREAM_UNAVAILABLE (502) to every procedure when nothing listens at LEGACY_URL", async () => {
    const bff = await bffBefore(await closedPortUrl());
    const browser = await readyBrowser(bff.url);
    for (const call of Object.values(EVERY_CALL)) {
      const error = await expectAppError(call(browser), "UPSTREAM_UNAVAILABLE");
      expect(error.data?.httpStatus).toBe(502);
    }
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);
  });

  it("gives up on a core that never answers after the upstream timeout", async () => {
    const upstream = await stub();
    const bff = await bffBefore(upstream.url, { upstream: { timeoutMs: 300 } });
    const started = Date.now();
    await expectAppError(
      openBrowser(bff.url).single.user.getCurrent.query(),
      "UPSTREAM_UNAVAILABLE",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("treats an answer outside the contract (an HTML error page) as UPSTREAM_UNAVAILABLE", async () => {
    const page = "<html><body>Bad gateway</body></html>";
    const upstream = await stub(
      `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\n\r\n${page}`,
    );
    const bff = await bffBefore(upstream.url);
    await expectAppError(
      openBrowser(bff.url).batch.tenant.getCurrent.query(),
      "UPSTREAM_UNAVAILABLE",
    );
  });

  it("keeps serving public reads from the micro-cache when core dies, but not session reads", async () => {
    const core = await startCore();
    cleanups.push(() => core.stop());
    const bff = await bffBefore(core.url);
    const browser = openBrowser(bff.url);
    const tenant = await browser.batch.tenant.getCurrent.query();
    const count = await browser.batch.events.liveCount.query();
    const list = await browser.batch.events.list.query({ language: "en" });
    await core.stop();

    expect(await browser.batch.tenant.getCurrent.query()).toEqual(tenant);
    expect(await browser.batch.events.liveCount.query()).toBe(count);
    expect(await browser.single.events.list.query({ language: "en" })).toEqual(list);
    await expectAppError(browser.batch.user.getCurrent.query(), "UPSTREAM_UNAVAILABLE");
    await expectAppError(
      browser.batch.events.list.query({ language: "ru" }),
      "UPSTREAM_UNAVAILABLE",
    );
  });
});

describe("load shedding", () => {
  it("answers BUSY (503) at once when the calls in flight to core reach the bound", async () => {
    const upstream = await stub();
    const bff = await bffBefore(upstream.url, {
      upstream: { timeoutMs: 1_000 },
      shedding: { maxUpstreamInFlight: 1 },
    });
    const browser = openBrowser(bff.url);
    const stuck = browser.single.user.getCurrent.query().then(
      () => "ok",
      (error: { data?: { appCode?: ErrorCode } }) => error.data?.appCode,
    );
    await waitFor(() => upstream.received >= 1, 2_000);

    const started = Date.now();
    const error = await expectAppError(browser.single.events.liveCount.query(), "BUSY");
    expect(error.data?.httpStatus).toBe(503);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await stuck).toBe("UPSTREAM_UNAVAILABLE");
  });

  it("answers BUSY (503, Retry-After) to API calls while its own event loop is overloaded", async () => {
    const upstream = await stub(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n7",
    );
    const bff = await bffBefore(upstream.url, {
      shedding: { maxEventLoopDelayMs: 40, sampleIntervalMs: 100 },
    });
    const liveCount = `${bff.url}/trpc/events.liveCount?batch=1&input=%7B%7D`;
    // A calm loop first (earlier tests may have kept this process busy): the same call is served.
    let calm = 0;
    const calmDeadline = Date.now() + 3_000;
    while (calm !== 200 && Date.now() < calmDeadline) {
      const answer = await fetch(liveCount);
      calm = answer.status;
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(calm).toBe(200);

    // Stand-in for a CPU-bound rush: the loop is blocked again and again, so every sample sees a long
    // delay (one block alone is in one 100 ms sample only, which a slow machine's call can miss).
    let busy: Response | undefined;
    const deadline = Date.now() + 5_000;
    while (busy === undefined && Date.now() < deadline) {
      const blockedUntil = Date.now() + 300;
      while (Date.now() < blockedUntil) {
        // busy on purpose
      }
      const answer = await fetch(liveCount);
      if (answer.status === 503) busy = answer;
      else await answer.arrayBuffer();
    }
    expect(busy?.headers.get("retry-after")).toBe("10");
    expect(await busy?.json()).toMatchObject({
      error: { message: "BUSY", data: { appCode: "BUSY", httpStatus: 503 } },
    });
  });

  it("answers TOO_MANY_ATTEMPTS (429) past the per-address rate limit on /trpc", async () => {
    const upstream = await stub(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1\r\n\r\n7",
    );
    const bff = await bffBefore(upstream.url, { rateLimit: { perMinute: 3 } });
    const browser = openBrowser(bff.url);
    for (let call = 0; call < 3; call += 1)
      expect(await browser.single.events.liveCount.query()).toBeGreaterThanOrEqual(0);
    const error = await expectAppError(
      browser.single.events.liveCount.query(),
      "TOO_MANY_ATTEMPTS",
    );
    expect(error.data?.httpStatus).toBe(429);
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);
  });
});
