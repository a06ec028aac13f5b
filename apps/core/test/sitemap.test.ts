import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitemapEntriesSchema } from "@reg/domain";
import { events, series, tenantHosts, tenants } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { http } from "./support/http";

/** This test's own tenant, so its sitemap is known row by row. */
const TENANT = "sitemaptest";
const HOST = "sitemaptest.localhost";

describe.each(DRIVERS)("the sitemap's codes on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
    const { db } = core.server;
    await db.insert(tenants).values({
      id: TENANT,
      organizedId: TENANT,
      name: "Sitemap Test",
      supportEmail: "desk@sitemaptest.local",
      primaryColor: "#000000",
      accentColor: "#ffffff",
      logoText: "ST",
    });
    await db.insert(tenantHosts).values({ host: HOST, tenantId: TENANT });
    const [cup, empty] = await db
      .insert(series)
      .values([
        { code: "st-cup", tenantId: TENANT, nameRu: "Кубок", nameEn: "Cup" },
        { code: "st-empty", tenantId: TENANT, nameRu: "Пустая", nameEn: "Empty" },
      ])
      .returning({ id: series.id });
    expect(empty).toBeDefined();
    const event = (
      code: string,
      updatedAt: Date,
      extra: Partial<typeof events.$inferInsert> = {},
    ) => ({
      code,
      tenantId: TENANT,
      sportType: "run",
      nameRu: `Забег ${code}`,
      nameEn: `Run ${code}`,
      cityRu: "Тверь",
      cityEn: "Tver",
      startsAt: new Date(Date.UTC(2027, 6, 1, 6)),
      endsAt: new Date(Date.UTC(2027, 6, 1, 12)),
      updatedAt,
      ...extra,
    });
    await db.insert(events).values([
      event("st-b", new Date("2026-10-02T08:00:00Z"), { seriesId: cup?.id }),
      event("st-a", new Date("2026-11-03T09:30:00Z"), { seriesId: cup?.id }),
      event("st-hidden", new Date("2026-12-01T00:00:00Z"), {
        seriesId: cup?.id,
        isPublished: false,
      }),
    ]);
  });
  afterAll(() => core.close());

  it("lists a tenant's published events with their change date, and its series with their events' latest", async () => {
    const response = await http(core.url, "/api/events/sitemapEntries", {
      headers: { host: HOST },
    });
    expect(response.status).toBe(200);
    expect(sitemapEntriesSchema.parse(response.json)).toEqual({
      events: [
        { code: "st-a", updatedAt: "2026-11-03T09:30:00.000Z" },
        { code: "st-b", updatedAt: "2026-10-02T08:00:00.000Z" },
      ],
      series: [
        // The unpublished event's later date is not the series' change.
        { code: "st-cup", updatedAt: "2026-11-03T09:30:00.000Z" },
        { code: "st-empty", updatedAt: null },
      ],
    });
  });

  it("lists every organizer's events on the main portal, the seeded ones and this tenant's", async () => {
    const response = await http(core.url, "/api/events/sitemapEntries");
    const entries = sitemapEntriesSchema.parse(response.json);
    const codes = entries.events.map((e) => e.code);
    expect(codes).toContain("st-a");
    expect(codes).not.toContain("st-hidden");
    expect(codes.length).toBeGreaterThan(10);
    for (const entry of entries.events) expect(entry.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
