import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createCoreServer, type CoreServer } from "@reg/core";
import {
  createTestDatabase,
  startTcpProxy,
  type TcpProxy,
  type TestDatabase,
} from "@reg/core/testing";
import { payOnCheckoutPage } from "./support/checkout";
import { logCapture, scrape, seriesValue } from "@reg/observability/testing";
import { startBff, useStack, type Bff } from "./support/stack";
import { OPTIONS_RACE, signedInBrowser, validParticipant } from "./registration/support/people";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Logs, metrics and probes across both servers (docs/operations.md, decision 0035). */
describe("one request id, the metrics and the probes, BFF in front of core", () => {
  const bffLog = logCapture();
  const coreLog = logCapture();
  const { core, bff } = useStack({
    core: { logger: { level: "info", stream: coreLog.stream }, metrics: { port: 0 } },
    bff: { logger: { level: "info", stream: bffLog.stream }, metrics: { port: 0 } },
  });

  it("a registration call's BFF line and core's line carry the same request id", async () => {
    const browser = await signedInBrowser(bff.url);
    await browser.single.registration.saveRegistration.mutate({
      ...OPTIONS_RACE,
      ...validParticipant(),
    });
    const bffLine = bffLog.lines.findLast(
      (line) =>
        line.msg === "request completed" && line.path === "/trpc/registration.saveRegistration",
    );
    expect(bffLine?.reqId).toMatch(UUID);
    const coreLines = coreLog.lines.filter((line) => line.reqId === bffLine?.reqId);
    expect(coreLines).toEqual([
      expect.objectContaining({
        msg: "request completed",
        path: "/Register/ApiSaveRegistration",
        statusCode: 200,
      }),
    ]);
  });

  it("keeps a well-formed incoming id end to end and hands it back; replaces a malformed one", async () => {
    const browser = await signedInBrowser(bff.url);
    const cookie = browser.jar.header();
    const id = `lb-${randomUUID()}`;
    const kept = await fetch(`${bff.url}/trpc/user.getCurrent`, {
      headers: { cookie, "x-request-id": id },
    });
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-request-id")).toBe(id);
    expect(bffLog.lines.some((line) => line.reqId === id)).toBe(true);
    expect(coreLog.lines.some((line) => line.reqId === id)).toBe(true);

    const replaced = await fetch(`${bff.url}/trpc/user.getCurrent`, {
      headers: { cookie, "x-request-id": "not an id" },
    });
    const newId = replaced.headers.get("x-request-id");
    expect(newId).toMatch(UUID);
    expect(coreLog.lines.some((line) => line.reqId === newId)).toBe(true);
  });

  it("/metrics on each admin port has the named series with counts after a registration and a payment", async () => {
    const browser = await signedInBrowser(bff.url);
    const { registrationId } = await browser.single.registration.saveRegistration.mutate({
      ...OPTIONS_RACE,
      ...validParticipant(),
    });
    // The same race again: refused, and counted by its code.
    await expect(
      browser.single.registration.saveRegistration.mutate({
        ...OPTIONS_RACE,
        ...validParticipant(),
      }),
    ).rejects.toThrow();
    await browser.batch.registration.confirmCart.mutate({ registrationId });
    await payOnCheckoutPage(
      bff.url,
      await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
    );

    const bffText = await scrape(bff.server.metricsUrl);
    const atBff = (name: string, labels?: Record<string, string>) =>
      seriesValue(bffText, name, labels);
    expect(
      atBff("bff_trpc_call_duration_seconds_count", {
        procedure: "registration.saveRegistration",
        outcome: "ok",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      atBff("bff_trpc_call_errors_total", {
        procedure: "registration.saveRegistration",
        code: "ALREADY_REGISTERED",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      atBff("http_request_duration_seconds_count", { route: "/trpc/*", status: "2xx" }),
    ).toBeGreaterThan(0);
    expect(atBff("http_request_duration_seconds_count", { route: "/sandbox/*" })).toBeGreaterThan(
      0,
    );
    expect(atBff("bff_upstream_in_flight")).toBe(0);
    expect(atBff("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);

    const coreText = await scrape(core.server.metricsUrl);
    const atCore = (name: string, labels?: Record<string, string>) =>
      seriesValue(coreText, name, labels);
    expect(
      atCore("core_slot_takes_total", { kind: "registration", outcome: "taken" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      atCore("core_slot_takes_total", { kind: "registration", outcome: "already_registered" }),
    ).toBeGreaterThanOrEqual(1);
    expect(atCore("core_payment_outcomes_total", { outcome: "paid" })).toBeGreaterThanOrEqual(1);
    const saves = (status: string) =>
      atCore("http_request_duration_seconds_count", {
        method: "POST",
        route: "/Register/ApiSaveRegistration",
        status,
      });
    expect(saves("2xx")).toBeGreaterThanOrEqual(2);
    expect(saves("4xx")).toBeGreaterThanOrEqual(1);
    expect(atCore("core_outbox_backlog")).toBeGreaterThanOrEqual(1);
    expect(atCore("core_db_pool_connections", { state: "total" })).toBe(1);
    expect(atCore("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("/health and /ready answer 200 while core is ready, and are not logged", async () => {
    const before = bffLog.lines.length;
    const health = await fetch(`${bff.url}/health`);
    const ready = await fetch(`${bff.url}/ready`);
    expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
    expect([ready.status, await ready.json()]).toEqual([200, { ok: true }]);
    expect(bffLog.lines.length).toBe(before);
  });
});

/** Asks `/ready` until it answers `status` (core's pool reconnects on its own time), at most ~10 s. */
async function readyUntil(baseUrl: string, status: number): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${baseUrl}/ready`);
    if (answer.status === status || attempt >= 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The BFF's /ready is core's: core on PostgreSQL through a TCP proxy the test cuts, so the database
 * really goes away and comes back; then core itself gone.
 */
describe("the BFF's /ready follows core's database", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let core: CoreServer;
  let bff: Bff;
  beforeAll(async () => {
    database = await createTestDatabase({ template: inject("postgresTemplate") });
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    core = await createCoreServer({
      database: { kind: "postgres", url: proxied.toString(), poolSize: 2 },
      port: 0,
      sweepIntervalMs: 0,
    });
    bff = await startBff(await core.start());
  });
  afterAll(async () => {
    await bff.stop();
    await core.stop();
    await proxy.close();
    await database.drop();
  });

  it("is 503 while core's database is unreachable, 200 again after, 503 with core gone", async () => {
    expect((await fetch(`${bff.url}/ready`)).status).toBe(200);
    await proxy.cut();
    const down = await readyUntil(bff.url, 503);
    expect([down.status, await down.json()]).toEqual([503, { ok: false }]);
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);
    await proxy.restore();
    expect((await readyUntil(bff.url, 200)).status).toBe(200);

    await core.stop();
    expect((await fetch(`${bff.url}/ready`)).status).toBe(503);
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);
  });
});
