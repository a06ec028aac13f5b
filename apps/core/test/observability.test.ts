import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { logCapture, scrape, seriesValue } from "@reg/observability/testing";
import {
  awaitingOrder,
  CALLBACK_SECRET,
  payWithCard,
  SANDBOX_TEST_CARDS,
} from "./support/payments";
import { post, signUp, validParticipant } from "./support/registration";

/** Core's logs, metrics and probes (docs/operations.md, decision 0035), on PGlite. */
describe("core's logs, metrics and probes", () => {
  const log = logCapture();
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite", {
      sweepIntervalMs: 0,
      paymentCallbackSecret: CALLBACK_SECRET,
      logger: { level: "info", stream: log.stream },
      metrics: { port: 0 },
    });
  });
  afterAll(() => core.close());

  it("logs a request under the id it came with, once, and hands the id back", async () => {
    const race = await createRaceFixture(core.server.db);
    const cookie = await signUp(core.url);
    const id = randomUUID();
    const answer = await http(core.url, "/Register/ApiSaveRegistration", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-request-id": id },
      body: JSON.stringify({ ...race, ...validParticipant() }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-request-id"]).toBe(id);
    const own = log.lines.filter((line) => line.reqId === id);
    expect(own).toEqual([
      expect.objectContaining({
        msg: "request completed",
        path: "/Register/ApiSaveRegistration",
        statusCode: 200,
      }),
    ]);
  });

  it("counts slot takes, payment outcomes and requests by route; reads the outbox and the pool when scraped", async () => {
    const race = await createRaceFixture(core.server.db, { capacity: 2 });
    const paid = await awaitingOrder(core.url, race);
    const declined = await awaitingOrder(core.url, race);
    const late = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      {
        ...race,
        ...validParticipant(),
      },
      await signUp(core.url),
    );
    expect(late.status).toBe(409);
    expect((await payWithCard(core.url, paid.cookie, paid.registrationId)).status).toBe(303);
    await payWithCard(
      core.url,
      declined.cookie,
      declined.registrationId,
      SANDBOX_TEST_CARDS.decline,
    );

    const text = await scrape(core.server.metricsUrl);
    const value = (name: string, labels?: Record<string, string>) =>
      seriesValue(text, name, labels);
    expect(
      value("core_slot_takes_total", { kind: "registration", outcome: "taken" }),
    ).toBeGreaterThanOrEqual(3);
    expect(value("core_slot_takes_total", { kind: "registration", outcome: "sold_out" })).toBe(1);
    expect(value("core_payment_outcomes_total", { outcome: "paid" })).toBe(1);
    expect(value("core_payment_outcomes_total", { outcome: "failed" })).toBe(1);
    expect(
      value("http_request_duration_seconds_count", {
        method: "POST",
        route: "/Register/ApiSaveRegistration",
        status: "2xx",
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      value("http_request_duration_seconds_count", {
        method: "POST",
        route: "/Register/ApiSaveRegistration",
        status: "4xx",
      }),
    ).toBe(1);
    // The paid registration's confirmation waits in the outbox: no transport in this test.
    expect(value("core_outbox_backlog")).toBeGreaterThanOrEqual(1);
    expect(value("core_db_pool_connections", { state: "total" })).toBe(1);
    expect(value("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("answers /health and /ready without logging them", async () => {
    const before = log.lines.length;
    const health = await http(core.url, "/health");
    const ready = await http(core.url, "/ready");
    expect([health.status, health.json]).toEqual([200, { ok: true }]);
    expect([ready.status, ready.json]).toEqual([200, { ok: true }]);
    expect(ready.headers["cache-control"]).toBe("no-store");
    expect(log.lines.length).toBe(before);
  });
});
