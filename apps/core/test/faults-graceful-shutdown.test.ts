import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { openPostgres } from "../src/db/open-postgres";
import type { DatabaseHandle } from "../src/db/database";
import { queryRows } from "../src/db/query-rows";
import { payments } from "../src/db/schema";
import { createTestDatabase, type TestDatabase } from "../src/testing/index";
import { startChildCore, type ChildCore } from "./support/child-core";
import { until } from "./support/until";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { awaitingOrder, savePay } from "./support/payments";

/**
 * Issue 9 item 6: a deploy stops core with SIGTERM while a payment call is under way. Core stops
 * taking connections at once, finishes the call (its answer and its row both arrive), and only then
 * closes its database and exits 0.
 */
// Core starts as a child process here (tsx compiles it each time): on a busy CI machine that
// alone came near the default 30 s (faults-payment-kill.test.ts), so the journey gets two minutes.
describe("graceful shutdown of core (PostgreSQL)", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let core: ChildCore | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ template: inject("postgresTemplate") });
    handle = openPostgres({ url: database.url, poolSize: 3 });
  });
  afterAll(async () => {
    await core?.kill();
    await handle.close();
    await database.drop();
  });

  it("finishes the request in flight on SIGTERM, refuses new ones meanwhile, then exits 0", async () => {
    core = await startChildCore(database.url);
    const race = await createRaceFixture(handle.db);
    const order = await awaitingOrder(core.url, race);

    // The test holds the order's row, so "pay" waits inside core for as long as the test wants.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = (): void => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from registrations where id = ${order.registrationId} for update`,
      );
      locked();
      await released;
    });
    await isLocked;
    const pay = savePay(core.url, order.cookie, order.registrationId, "card");
    await until(async () => (await waitingLocks()) > 0);

    const exit = core.terminate();
    // New connections are refused while the call in flight goes on.
    await until(async () => !(await answers(core?.url ?? "")));
    const stillRunning = core.process.exitCode === null && core.process.signalCode === null;

    release();
    await holding;
    const paid = await pay;
    const code = await exit;
    const rows = await handle.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.registrationId, order.registrationId));
    console.log(
      `SIGTERM with a payment call waiting on a row lock: new connections refused while it ran (process alive: ${String(stillRunning)}); the call answered "${paid.kind}", its attempt stored (${rows.map((r) => r.status).join(", ")}); exit code ${String(code)}`,
    );
    expect(stillRunning).toBe(true);
    expect(paid.kind).toBe("redirect");
    expect(rows).toEqual([{ status: "pending" }]);
    expect(code).toBe(0);
  });

  /** Backends of this database waiting for a lock. */
  async function waitingLocks(): Promise<number> {
    const [row] = await queryRows(
      handle.db,
      sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
      z.object({ n: z.number() }),
    );
    return row?.n ?? 0;
  }
});

/** Whether anything answers HTTP at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await http(url, "/health");
    return true;
  } catch {
    return false;
  }
}
