import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, and, sql, lte, gt, isNotNull } from "drizzle-orm";
import { SPORT_TYPES, TENANT_IDS, defined } from "@reg/domain";
import { z } from "zod";
import { queryRows } from "../src/db/query-rows";
import { seedDatabase } from "../src/db/seed";
import {
  events,
  options,
  priceTiers,
  promoCodes,
  races,
  series,
  tenantHosts,
  tenants,
  users,
} from "../src/db/schema";
import { verifyPassword } from "../src/modules/account/password";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { counts, seededRows } from "./support/fingerprint";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)("migrations and seed on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { fresh: true });
  });
  afterAll(() => core.close());

  it("migrates to every table the schema declares", async () => {
    const names = await queryRows(
      core.server.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      z.object({ table_name: z.string() }),
    );
    const tables = names.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "events",
        "meta",
        "options",
        "price_tiers",
        "promo_codes",
        "races",
        "series",
        "sessions",
        "tenant_feature_flags",
        "tenant_hosts",
        "tenants",
        "users",
      ]),
    );
  });

  it("seeds three tenants with hosts, at least 40 events and every sport type", async () => {
    const { db } = core.server;
    expect((await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id).sort()).toEqual(
      [...TENANT_IDS].sort(),
    );
    const hosts = await db.select().from(tenantHosts);
    expect(Object.fromEntries(hosts.map((h) => [h.host, h.tenantId]))).toEqual({
      localhost: "default",
      "127.0.0.1": "default",
      "pionercup.localhost": "pionercup",
      "fontanka.localhost": "fontanka",
    });
    const [eventCount] = await db.select({ n: count() }).from(events);
    expect(eventCount?.n).toBeGreaterThanOrEqual(40);
    const sports = await db.selectDistinct({ sport: events.sportType }).from(events);
    expect(sports.map((s) => s.sport).sort()).toEqual([...SPORT_TYPES].sort());
  });

  it("seeds past, running, today's and future events, online ones and series of 3+", async () => {
    const { db } = core.server;
    const all = await db.select().from(events);
    expect(all.some((e) => e.endsAt < TEST_NOW)).toBe(true);
    expect(all.some((e) => e.startsAt <= TEST_NOW && e.endsAt > TEST_NOW)).toBe(true);
    expect(all.some((e) => e.startsAt > TEST_NOW)).toBe(true);
    expect(all.filter((e) => e.isOnline).length).toBeGreaterThanOrEqual(3);
    const perSeries = await db
      .select({ code: series.code, n: count() })
      .from(events)
      .innerJoin(series, eq(series.id, events.seriesId))
      .groupBy(series.code);
    expect(perSeries.filter((s) => s.n >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it("seeds a sold-out race, a nearly full one, relays, rising price tiers, every option kind and promo codes", async () => {
    const { db } = core.server;
    const allRaces = await db.select().from(races);
    expect(allRaces.some((r) => r.taken === r.capacity)).toBe(true);
    expect(allRaces.some((r) => r.capacity - r.taken > 0 && r.capacity - r.taken <= 10)).toBe(true);
    expect(allRaces.filter((r) => r.isRelay).every((r) => (r.relayStageCount ?? 0) >= 2)).toBe(
      true,
    );
    expect(allRaces.filter((r) => r.isRelay).length).toBeGreaterThanOrEqual(5);
    const rises = await db
      .select({ n: count() })
      .from(priceTiers)
      .where(and(gt(priceTiers.startsAt, TEST_NOW), gt(priceTiers.position, 0)));
    expect(rises[0]?.n).toBeGreaterThan(0);
    const kinds = await db.selectDistinct({ kind: options.kind }).from(options);
    expect(kinds.map((k) => k.kind).sort()).toEqual(["insurance", "product", "service"]);
    const withImages = await db
      .select({ n: count() })
      .from(options)
      .where(and(isNotNull(options.imageUrl), eq(options.kind, "product")));
    expect(withImages[0]?.n).toBeGreaterThan(0);
    const promos = await db.select().from(promoCodes);
    expect(promos.some((p) => p.discountPercent !== null)).toBe(true);
    expect(promos.some((p) => p.discountKopecks !== null)).toBe(true);
  });

  it("seeds the demo user and an administrator with working passwords", async () => {
    const { db } = core.server;
    const [demo] = await db.select().from(users).where(eq(users.email, "demo@reg.local"));
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@reg.local"));
    expect(demo && (await verifyPassword("demo12345", demo.passwordHash))).toBe(true);
    expect(admin?.roles).toEqual(["Administrator"]);
  });

  it("is idempotent: seeding again the same Moscow day changes no row", async () => {
    const before = await seededRows(core.server.db);
    // Later the same Moscow day (12:00 → 23:00).
    await seedDatabase(core.server.db, { now: new Date(TEST_NOW.getTime() + 11 * 60 * 60 * 1000) });
    await seedDatabase(core.server.db, { now: TEST_NOW });
    expect(await seededRows(core.server.db)).toEqual(before);
  });

  it("re-seeding another day moves the dates but keeps counts, counters and passwords", async () => {
    const { db } = core.server;
    const before = await seededRows(db);
    const [race] = await db
      .update(races)
      .set({ taken: sql`${races.taken} + 1` })
      .where(eq(races.code, "r5"))
      .returning();
    await seedDatabase(db, { now: new Date(TEST_NOW.getTime() + 3 * DAY_MS) });
    const after = await seededRows(db);
    expect(counts(after)).toEqual(counts(before));
    expect(after.users).toEqual(before.users);
    const [again] = await db
      .select()
      .from(races)
      .where(eq(races.id, defined(race).id));
    expect(again?.taken).toBe(defined(race).taken);
    const live = await db
      .select({ n: count() })
      .from(events)
      .where(
        and(
          lte(events.startsAt, new Date(TEST_NOW.getTime() + 3 * DAY_MS)),
          gt(events.endsAt, new Date(TEST_NOW.getTime() + 3 * DAY_MS)),
        ),
      );
    expect(live[0]?.n).toBeGreaterThan(0);
    await seedDatabase(db, { now: TEST_NOW });
  });
});

describe("seeded demo at any hour", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite");
  });
  afterAll(() => core.close());

  // Seeded at 00:01 or 23:59 Moscow, the portal still has something running right then.
  it.each(["2026-06-14T21:01:00.000Z", "2026-06-15T20:59:00.000Z"])(
    "has live events when seeded at %s",
    async (iso) => {
      const now = new Date(iso);
      await seedDatabase(core.server.db, { now });
      const live = await core.server.db
        .select({ n: count() })
        .from(events)
        .where(
          and(eq(events.isPublished, true), lte(events.startsAt, now), gt(events.endsAt, now)),
        );
      expect(live[0]?.n).toBeGreaterThanOrEqual(3);
    },
  );
});
