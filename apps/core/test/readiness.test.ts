import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createCoreServer, type CoreServer } from "../src/index";
import { openPostgres } from "../src/db/open-postgres";
import { checkReadiness } from "../src/db/readiness";
import {
  createTestDatabase,
  startTcpProxy,
  type TcpProxy,
  type TestDatabase,
} from "../src/testing/index";
import { TEST_NOW } from "./support/clock";
import { http } from "./support/http";
import { scrape } from "@reg/observability/testing";

/** Asks `/ready` until it answers `status` (a pool reconnects on its own time), at most ~10 s. */
async function readyUntil(baseUrl: string, status: number) {
  for (let attempt = 0; ; attempt++) {
    const answer = await http(baseUrl, "/ready");
    if (answer.status === status || attempt >= 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `/ready` on PostgreSQL reached through a TCP proxy the test cuts: the database really goes away
 * (every connection dropped, new ones refused) and comes back on the same address.
 */
describe("core's /ready when its PostgreSQL goes away and comes back", () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let core: CoreServer;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase({ template: inject("postgresTemplate") });
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    core = await createCoreServer({
      database: { kind: "postgres", url: proxied.toString(), poolSize: 2 },
      now: () => TEST_NOW,
      sweepIntervalMs: 0,
      metrics: { port: 0 },
    });
    url = await core.start();
  });
  afterAll(async () => {
    await core.stop();
    await proxy.close();
    await database.drop();
  });

  it("is 200, then 503 while the database is unreachable (/health stays 200), then 200 again", async () => {
    expect((await http(url, "/ready")).status).toBe(200);

    await proxy.cut();
    const down = await readyUntil(url, 503);
    expect([down.status, down.json]).toEqual([503, { ok: false, reason: "database unreachable" }]);
    expect((await http(url, "/health")).status).toBe(200);
    // A scrape still answers: the outbox gauge keeps its last value rather than failing it.
    expect(await scrape(core.metricsUrl)).toContain("core_db_pool_connections");

    await proxy.restore();
    const up = await readyUntil(url, 200);
    expect([up.status, up.json]).toEqual([200, { ok: true }]);
  });
});

describe("readiness of a database without core's migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("is 'migrations pending' until they are applied", async () => {
    const handle = openPostgres({ url: database.url, poolSize: 1 });
    try {
      expect(await checkReadiness(handle.db)).toEqual({
        ready: false,
        reason: "migrations pending",
      });
      await handle.migrate();
      expect(await checkReadiness(handle.db)).toEqual({ ready: true });
    } finally {
      await handle.close();
    }
  });
});
