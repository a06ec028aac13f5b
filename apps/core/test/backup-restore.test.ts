import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { defined, myRegistrationsSchema } from "@reg/domain";
import { createCoreServer, type CoreDb, type CoreServer } from "../src/index";
import { createTestDatabase, type TestDatabase } from "../src/testing/index";
import { queryRows } from "../src/db/query-rows";
import { payments, registrations } from "../src/db/schema";
import { TEST_NOW } from "./support/clock";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { awaitingOrder, CALLBACK_SECRET, payWithCard } from "./support/payments";
import { findPgTools, pgDump, pgRestore } from "./support/pg-tools";
import { get } from "./support/registration";

const PAID = 6;
/** Tables whose row counts must survive the round trip (the demo data and what the test adds). */
const COUNTED = [
  "tenants",
  "events",
  "races",
  "users",
  "sessions",
  "registrations",
  "payments",
  "sandbox_payments",
  "outbox_messages",
  "relay_teams",
];

function startOn(database: TestDatabase): Promise<CoreServer> {
  return createCoreServer({
    database: { kind: "postgres", url: database.url, poolSize: 4 },
    now: () => TEST_NOW,
    seed: false,
    sweepIntervalMs: 0,
    paymentCallbackSecret: CALLBACK_SECRET,
  });
}

async function counts(db: CoreDb): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await queryRows(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
      z.object({ n: z.number() }),
    );
    result[table] = defined(row).n;
  }
  return result;
}

/** What must come back: the rows of the test's orders and their payments, in a stable order. */
async function ordersOf(db: CoreDb, ids: string[]) {
  const regs = await db
    .select({ id: registrations.id, state: registrations.state, paidAt: registrations.paidAt })
    .from(registrations)
    .where(inArray(registrations.id, ids))
    .orderBy(registrations.id);
  const pays = await db
    .select({
      id: payments.id,
      registrationId: payments.registrationId,
      status: payments.status,
      amountKopecks: payments.amountKopecks,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(inArray(payments.registrationId, ids))
    .orderBy(payments.id);
  return { regs, pays };
}

/** The owner's "my registrations" as core answers it: id → state and what was paid. */
async function ownersView(url: string, owners: { cookie: string; registrationId: string }[]) {
  const view: Record<string, { state: string; paidKopecks: number | null }> = {};
  for (const owner of owners) {
    const response = await get(
      url,
      "/api/account/registrations?language=ru&offset=0",
      owner.cookie,
    );
    expect(response.status).toBe(200);
    const item = myRegistrationsSchema
      .parse(response.json)
      .items.find((entry) => entry.id === owner.registrationId);
    view[owner.registrationId] = {
      state: defined(item).state,
      paidKopecks: defined(item).paidKopecks,
    };
  }
  return view;
}

describe("backup and restore with pg_dump / pg_restore (PostgreSQL)", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("a custom-format dump restored into a fresh database holds every paid registration, and core reads them", async () => {
    const source = await createTestDatabase({ template: inject("postgresTemplate") });
    cleanups.push(() => source.drop());
    const tools = await findPgTools(source.url);

    const original = await startOn(source);
    cleanups.push(() => original.stop());
    const url = await original.start();
    const races = [await createRaceFixture(original.db), await createRaceFixture(original.db)];
    const owners: { cookie: string; registrationId: string }[] = [];
    for (let i = 0; i < PAID; i++) {
      const order = await awaitingOrder(url, defined(races[i % races.length]));
      expect((await payWithCard(url, order.cookie, order.registrationId)).status).toBe(303);
      owners.push(order);
    }
    // One order left awaiting its payment: a state other than paid must come back as it was.
    const waiting = await awaitingOrder(url, defined(races[0]));
    const ids = [...owners.map((o) => o.registrationId), waiting.registrationId];
    const before = await ordersOf(original.db, ids);
    expect(before.regs.filter((r) => r.state === "paid")).toHaveLength(PAID);
    expect(before.pays.filter((p) => p.status === "succeeded")).toHaveLength(PAID);
    const countsBefore = await counts(original.db);
    const viewBefore = await ownersView(url, owners);

    const dir = await mkdtemp(join(tmpdir(), "reg-backup-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = join(dir, "core.dump");
    const dumpStarted = performance.now();
    // Taken while core serves: pg_dump reads one consistent snapshot.
    await pgDump(tools, source.url, file);
    const dumpMs = performance.now() - dumpStarted;
    await original.stop();

    const target = await createTestDatabase();
    cleanups.push(() => target.drop());
    const restoreStarted = performance.now();
    await pgRestore(tools, target.url, file);
    const restoreMs = performance.now() - restoreStarted;

    const restored = await startOn(target);
    cleanups.push(() => restored.stop());
    const restoredUrl = await restored.start();
    expect((await http(restoredUrl, "/ready")).status).toBe(200);
    const after = await ordersOf(restored.db, ids);
    expect(after).toEqual(before);
    expect(await counts(restored.db)).toEqual(countsBefore);
    // Through core: each owner's session still works and their list shows the order paid.
    const viewAfter = await ownersView(restoredUrl, owners);
    expect(viewAfter).toEqual(viewBefore);
    expect(
      Object.values(viewAfter).every((v) => v.state === "paid" && (v.paidKopecks ?? 0) > 0),
    ).toBe(true);
    await restored.stop();

    const paidKopecks = before.pays
      .filter((p) => p.status === "succeeded")
      .reduce((sum, p) => sum + p.amountKopecks, 0);
    process.stdout.write(
      [
        `backup/restore: pg_dump/pg_restore ${tools.major} (${tools.pgDump})`,
        `  dump ${(await stat(file)).size} bytes in ${Math.round(dumpMs)} ms, restore in ${Math.round(restoreMs)} ms`,
        `  ${PAID} paid registrations (${paidKopecks} kopecks in ${before.pays.length} payments) + 1 awaiting payment: identical after restore`,
        `  ${owners.length} owners read their registrations through the restored core: all paid`,
        `  rows before = after: ${Object.entries(countsBefore)
          .map(([table, n]) => `${table} ${n}`)
          .join(", ")}`,
        "",
      ].join("\n"),
    );
  });
});
