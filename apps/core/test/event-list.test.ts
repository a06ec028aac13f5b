import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allInSlotKopecks,
  EVENT_LIST_TABS,
  eventInTab,
  placesLeft,
  regionOfCity,
  type EventListTab,
  type ListFilterQuery,
  type ListFilterResult,
  type SportType,
} from "@reg/domain";
import type { CoreDb, DatabaseHandle } from "../src/db/database";
import { openDatabase } from "../src/db/open-database";
import { events, priceTiers, races, series, tenants } from "../src/db/schema";
import { listEvents } from "../src/modules/events/service";
import { createTestDatabase, type TestDatabase } from "../src/testing/index";
import { DRIVERS, type DriverName } from "./support/core";

/** Noon in Moscow, Monday 15 June 2026: the injected clock; nothing here reads the real one. */
const NOW = new Date("2026-06-15T09:00:00.000Z");

interface RaceFixture {
  meters: number;
  unit?: "km" | "m";
  capacity: number;
  taken: number;
  ages?: [number, number];
  /** [tier start, rubles], oldest first; none means free. */
  tiers?: [string, number][];
}

interface EventFixture {
  code: string;
  sport: SportType;
  name: [ru: string, en: string];
  city: [ru: string, en: string];
  description?: [ru: string, en: string];
  starts: string;
  ends: string;
  online?: boolean;
  inSeries?: boolean;
  results?: "none" | "pending" | "published";
  published?: boolean;
  point?: [number, number];
  commissionBasisPoints?: number;
  races: RaceFixture[];
}

/** This test's own events, one per case a tab rule or a filter has to tell apart. */
const FIXTURES: EventFixture[] = [
  {
    code: "moscow-marathon",
    sport: "run",
    name: ["Московский марафон", "Moscow Marathon"],
    city: ["Москва", "Moscow"],
    description: ["Старт и финиш на Лужнецкой набережной.", "Start and finish by the river."],
    starts: "2026-07-01T05:00:00Z",
    ends: "2026-07-01T12:00:00Z",
    inSeries: true,
    point: [55.7158, 37.5537],
    commissionBasisPoints: 500,
    races: [
      {
        meters: 42_195,
        capacity: 100,
        taken: 10,
        ages: [18, 99],
        tiers: [
          ["2026-05-01T00:00:00Z", 2500],
          ["2026-06-20T21:00:00Z", 3000],
        ],
      },
      {
        meters: 10_000,
        capacity: 50,
        taken: 45,
        ages: [16, 99],
        tiers: [["2026-05-01T00:00:00Z", 1999.99]],
      },
    ],
  },
  {
    // Tonight: still future at noon, and today.
    code: "night-run",
    sport: "run",
    name: ["Ночной забег", "Night Run"],
    city: ["Санкт-Петербург", "Saint Petersburg"],
    starts: "2026-06-15T17:00:00Z",
    ends: "2026-06-15T19:00:00Z",
    point: [59.94, 30.31],
    races: [{ meters: 5000, capacity: 10, taken: 10, ages: [14, 99] }],
  },
  {
    // 00:30–02:00 in Moscow today: today and past, with results.
    code: "morning-swim",
    sport: "swimming",
    name: ["Утренний заплыв", "Morning Swim"],
    city: ["Казань", "Kazan"],
    starts: "2026-06-14T21:30:00Z",
    ends: "2026-06-14T23:00:00Z",
    results: "published",
    point: [55.79, 49.11],
    commissionBasisPoints: 350,
    races: [
      {
        meters: 400,
        unit: "m",
        capacity: 200,
        taken: 0,
        ages: [10, 70],
        tiers: [["2026-06-01T00:00:00Z", 800]],
      },
    ],
  },
  {
    // 23:00–23:30 in Moscow yesterday: past only, results pending.
    code: "evening-criterium",
    sport: "cycling",
    name: ["Вечерняя велогонка", "Evening Criterium"],
    city: ["Казань", "Kazan"],
    starts: "2026-06-14T20:00:00Z",
    ends: "2026-06-14T20:30:00Z",
    results: "pending",
    point: [55.8, 49.1],
    races: [
      {
        meters: 40_000,
        capacity: 80,
        taken: 80,
        ages: [18, 60],
        tiers: [["2026-05-01T00:00:00Z", 1500]],
      },
    ],
  },
  {
    // Running now, over several days.
    code: "trail-festival",
    sport: "trail",
    name: ["Фестиваль трейлов", "Trail Festival"],
    city: ["Сочи", "Sochi"],
    starts: "2026-06-13T04:00:00Z",
    ends: "2026-06-17T15:00:00Z",
    point: [43.58, 39.72],
    races: [
      {
        meters: 25_000,
        capacity: 300,
        taken: 120,
        ages: [18, 99],
        tiers: [["2026-07-01T00:00:00Z", 4000]],
      },
    ],
  },
  {
    code: "virtual-run",
    sport: "run",
    name: ["Онлайн-забег «Лето»", "Summer Virtual Run"],
    city: ["Онлайн", "Online"],
    starts: "2026-06-09T21:00:00Z",
    ends: "2026-06-30T20:59:00Z",
    online: true,
    races: [{ meters: 3000, capacity: 1000, taken: 3, ages: [6, 17] }],
  },
  {
    code: "spring-half",
    sport: "run",
    name: ["Весенний полумарафон", "Spring Half Marathon"],
    city: ["Москва", "Moscow"],
    starts: "2026-05-01T06:00:00Z",
    ends: "2026-05-01T10:00:00Z",
    inSeries: true,
    results: "published",
    point: [55.75, 37.61],
    races: [
      {
        meters: 21_097,
        capacity: 500,
        taken: 500,
        ages: [18, 99],
        tiers: [["2026-03-01T00:00:00Z", 2000]],
      },
    ],
  },
  {
    code: "draft-marathon",
    sport: "run",
    name: ["Черновик марафона", "Draft Marathon"],
    city: ["Москва", "Moscow"],
    starts: "2026-07-05T05:00:00Z",
    ends: "2026-07-05T12:00:00Z",
    published: false,
    races: [{ meters: 42_195, capacity: 10, taken: 0, ages: [18, 99] }],
  },
];

/** What each tab must list at NOW, spelled out, soonest first (newest first for ended tabs). */
const EXPECTED_TABS: Record<EventListTab, string[]> = {
  all: [
    "spring-half",
    "virtual-run",
    "trail-festival",
    "evening-criterium",
    "morning-swim",
    "night-run",
    "moscow-marathon",
  ],
  future: ["night-run", "moscow-marathon"],
  today: ["virtual-run", "trail-festival", "morning-swim", "night-run"],
  series: ["spring-half", "moscow-marathon"],
  virtual: ["virtual-run"],
  results: ["morning-swim", "spring-half"],
  past: ["morning-swim", "evening-criterium", "spring-half"],
};

async function insertFixtures(db: CoreDb): Promise<void> {
  await db.insert(tenants).values({
    id: "default",
    name: "Test",
    supportEmail: "support@example.com",
    primaryColor: "#000000",
    accentColor: "#ffffff",
    logoText: "T",
  });
  const [cup] = await db
    .insert(series)
    .values({ code: "cup", tenantId: "default", nameRu: "Кубок", nameEn: "Cup" })
    .returning({ id: series.id });
  for (const fixture of FIXTURES) {
    const [event] = await db
      .insert(events)
      .values({
        code: fixture.code,
        tenantId: "default",
        seriesId: fixture.inSeries ? cup?.id : null,
        sportType: fixture.sport,
        nameRu: fixture.name[0],
        nameEn: fixture.name[1],
        descriptionRu: fixture.description?.[0] ?? "",
        descriptionEn: fixture.description?.[1] ?? "",
        cityRu: fixture.city[0],
        cityEn: fixture.city[1],
        // As the seed sets it: the city's region, none online.
        region: fixture.online ? null : (regionOfCity(fixture.city[0]) ?? null),
        latitude: fixture.point?.[0] ?? null,
        longitude: fixture.point?.[1] ?? null,
        startsAt: new Date(fixture.starts),
        endsAt: new Date(fixture.ends),
        isOnline: fixture.online ?? false,
        resultsState: fixture.results ?? "none",
        isPublished: fixture.published ?? true,
        commissionBasisPoints: fixture.commissionBasisPoints ?? 0,
      })
      .returning({ id: events.id });
    if (!event) throw new Error(`no id for ${fixture.code}`);
    for (const [position, race] of fixture.races.entries()) {
      const [row] = await db
        .insert(races)
        .values({
          eventId: event.id,
          code: `r${position}`,
          position,
          nameRu: `Дистанция ${position}`,
          nameEn: `Race ${position}`,
          distanceMeters: race.meters,
          distanceUnit: race.unit ?? "km",
          startsAt: new Date(fixture.starts),
          capacity: race.capacity,
          taken: race.taken,
          minAge: race.ages?.[0] ?? 0,
          maxAge: race.ages?.[1] ?? 99,
          registrationOpensAt: new Date("2026-01-01T00:00:00Z"),
          registrationClosesAt: new Date(fixture.starts),
        })
        .returning({ id: races.id });
      if (!row) throw new Error(`no id for ${fixture.code}/${position}`);
      for (const [tier, [startsAt, rubles]] of (race.tiers ?? []).entries()) {
        await db.insert(priceTiers).values({
          raceId: row.id,
          position: tier,
          startsAt: new Date(startsAt),
          priceKopecks: Math.round(rubles * 100),
        });
      }
    }
  }
}

const PUBLISHED = FIXTURES.filter((f) => f.published !== false);

async function openEmpty(
  driver: DriverName,
): Promise<{ handle: DatabaseHandle; server?: TestDatabase }> {
  if (driver === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    return { handle };
  }
  const server = await createTestDatabase();
  const handle = await openDatabase({ kind: "postgres", url: server.url, poolSize: 2 });
  return { handle, server };
}

describe.each(DRIVERS)("the event list's rules on %s, with its own events", (driver) => {
  let handle: DatabaseHandle;
  let server: TestDatabase | undefined;
  beforeAll(async () => {
    ({ handle, server } = await openEmpty(driver));
    await handle.migrate();
    await insertFixtures(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await server?.drop();
  });

  const list = (query: Omit<ListFilterQuery, "language"> = {}, now = NOW) =>
    listEvents(handle.db, { language: "ru", limit: 100, ...query }, null, now);
  const codes = (result: ListFilterResult) => result.events.map((e) => e.code);
  const sorted = (values: string[]) => [...values].sort();

  it.each(EVENT_LIST_TABS)("the %s tab lists exactly its events, in its order", async (tab) => {
    const result = await list({ eventsLoaderType: tab });
    expect(codes(result)).toEqual(EXPECTED_TABS[tab]);
    expect(result.total).toBe(EXPECTED_TABS[tab].length);
    // The SQL and the domain's rule agree on every event.
    const byRule = PUBLISHED.filter((f) =>
      eventInTab(
        {
          startsAt: new Date(f.starts),
          endsAt: new Date(f.ends),
          isOnline: f.online ?? false,
          inSeries: f.inSeries ?? false,
          resultsState: f.results ?? "none",
        },
        tab,
        NOW,
      ),
    ).map((f) => f.code);
    expect(sorted(codes(result))).toEqual(sorted(byRule));
  });

  it("moves events between tabs as the injected clock moves", async () => {
    // The next morning in Moscow: the night run is over, the festival still runs.
    const tomorrow = new Date("2026-06-16T06:00:00Z");
    expect(codes(await list({ eventsLoaderType: "today" }, tomorrow))).toEqual([
      "virtual-run",
      "trail-festival",
    ]);
    expect(codes(await list({ eventsLoaderType: "future" }, tomorrow))).toEqual([
      "moscow-marathon",
    ]);
    expect(codes(await list({ eventsLoaderType: "past" }, tomorrow))).toContain("night-run");
  });

  describe("search", () => {
    const search = async (text: string) => sorted(codes(await list({ search: text })));

    it("finds a Russian word in any case and form, in names, cities and descriptions", async () => {
      // "Полумарафон" holds the word too.
      expect(await search("марафон")).toEqual(["moscow-marathon", "spring-half"]);
      expect(await search("МАРАФОНА")).toEqual(["moscow-marathon"]);
      expect(await search("марафоны")).toEqual(["moscow-marathon"]);
      expect(await search("полумарафоне")).toEqual(["spring-half"]);
      expect(await search("казани")).toEqual(["evening-criterium", "morning-swim"]);
      expect(await search("набережной")).toEqual(["moscow-marathon"]);
    });

    it("finds English words and forms, and a part of a name", async () => {
      expect(await search("marathons")).toEqual(["moscow-marathon", "spring-half"]);
      expect(await search("SOCHI")).toEqual(["trail-festival"]);
      expect(await search("трейл")).toEqual(["trail-festival"]);
    });

    it("tolerates a typo, and pages through what it found", async () => {
      expect(await search("марафн")).toEqual(["moscow-marathon"]);
      expect(await list({ search: "Moscw", limit: 1, offset: 1 })).toMatchObject({
        events: [{ code: "moscow-marathon" }],
        total: 2,
      });
      expect(await list({ search: "Moscw", offset: 5 })).toMatchObject({ events: [], total: 2 });
      expect(await search("заплв")).toEqual(["morning-swim"]);
      expect(await search("Moscw")).toEqual(["moscow-marathon", "spring-half"]);
    });

    it("takes injection and query syntax as plain text", async () => {
      for (const text of [
        "'; drop table events; --",
        "марафон' or '1'='1",
        "!!! & | :* <-> (",
        "%",
        "_",
        "\\",
      ]) {
        const result = await list({ search: text });
        expect(result.events.every((e) => e.code !== "draft-marathon")).toBe(true);
        expect(result.total).toBeLessThanOrEqual(1);
      }
      // The table is still there and whole.
      expect((await list()).total).toBe(PUBLISHED.length);
    });
  });

  describe("filters", () => {
    const filtered = async (query: Omit<ListFilterQuery, "language">) =>
      sorted(codes(await list(query)));

    it("by region, on every tab, alone and with a city of it", async () => {
      const inTab = async (
        tab: EventListTab,
        query: Omit<ListFilterQuery, "language" | "eventsLoaderType">,
      ) => {
        const result = await list({ eventsLoaderType: tab, ...query });
        expect(result.total).toBe(result.events.length);
        return codes(result);
      };
      expect(await inTab("all", { region: "RU-TA" })).toEqual([
        "evening-criterium",
        "morning-swim",
      ]);
      expect(await inTab("future", { region: "RU-TA" })).toEqual([]);
      expect(await inTab("past", { region: "RU-TA" })).toEqual([
        "morning-swim",
        "evening-criterium",
      ]);
      expect(await inTab("results", { region: "RU-TA" })).toEqual(["morning-swim"]);
      expect(await inTab("today", { region: "RU-SPE" })).toEqual(["night-run"]);
      expect(await inTab("series", { region: "RU-MOW" })).toEqual([
        "spring-half",
        "moscow-marathon",
      ]);
      // The city of Moscow is its own subject: Moscow Oblast holds none of it.
      expect(await inTab("all", { region: "RU-MOS" })).toEqual([]);
      expect(await inTab("future", { region: "RU-MOW", city: "Moscow" })).toEqual([
        "moscow-marathon",
      ]);
      // A city of another region finds nothing, whatever the tab.
      expect(await inTab("all", { region: "RU-MOW", city: "Казань" })).toEqual([]);
      // An online event is in no region, so a region never lists it.
      for (const tab of EVENT_LIST_TABS)
        expect(await inTab(tab, { region: "RU-MOW" })).not.toContain("virtual-run");
      expect(await inTab("all", { region: "RU-KDA", sportType: "trail" })).toEqual([
        "trail-festival",
      ]);
    });

    it("by sport type", async () => {
      expect(await filtered({ sportType: "swimming" })).toEqual(["morning-swim"]);
    });

    it("by Moscow dates, both ends included, either end open", async () => {
      // 14 June in Moscow: yesterday's criterium only; the morning swim starts at 00:30 on the 15th.
      expect(await filtered({ dateFrom: "2026-06-14", dateTo: "2026-06-14" })).toEqual([
        "evening-criterium",
        "trail-festival",
        "virtual-run",
      ]);
      expect(await filtered({ dateFrom: "2026-06-18" })).toEqual([
        "moscow-marathon",
        "virtual-run",
      ]);
      expect(await filtered({ dateTo: "2026-05-31" })).toEqual(["spring-half"]);
    });

    it("by city, in either language and any case", async () => {
      expect(await filtered({ city: "казань" })).toEqual(["evening-criterium", "morning-swim"]);
      expect(await filtered({ city: "MOSCOW" })).toEqual(["moscow-marathon", "spring-half"]);
    });

    it("by distance: some race within the range", async () => {
      expect(await filtered({ distanceMinKm: 20, distanceMaxKm: 30 })).toEqual([
        "spring-half",
        "trail-festival",
      ]);
      expect(await filtered({ distanceMaxKm: 0.4 })).toEqual(["morning-swim"]);
      expect(await filtered({ distanceMinKm: 42.195 })).toEqual(["moscow-marathon"]);
    });

    it("by age group", async () => {
      expect(await filtered({ ageGroup: "children" })).toEqual(["morning-swim", "virtual-run"]);
      expect(await filtered({ ageGroup: "aged" })).toEqual([
        "evening-criterium",
        "morning-swim",
        "moscow-marathon",
        "night-run",
        "spring-half",
        "trail-festival",
      ]);
    });

    it("by price: free, or up to N rubles all in, free ones included", async () => {
      expect(await filtered({ free: true })).toEqual(["night-run", "virtual-run"]);
      // The marathon's 10 km costs 1 999.99 ₽ + 5 % = 2 099.99 ₽ all in.
      expect(await filtered({ maxPriceRubles: 2099 })).toEqual([
        "evening-criterium",
        "morning-swim",
        "night-run",
        "spring-half",
        "virtual-run",
      ]);
      expect(await filtered({ maxPriceRubles: 2100 })).toContain("moscow-marathon");
      // The swim is 8 ₽ + 3.5 % = 8.28 ₽: over 8 all in.
      expect(await filtered({ maxPriceRubles: 8 })).toEqual(["night-run", "virtual-run"]);
    });

    it("price cap and the cards' all-in price say the same", async () => {
      const all = await list();
      for (const cap of [0, 8, 9, 15, 16, 2000, 2099, 2100, 5000]) {
        const expected = all.events
          .filter((e) => e.priceFromKopecks === null || (e.priceFromKopecks ?? 0) <= cap * 100)
          .map((e) => e.code);
        expect(await filtered({ maxPriceRubles: cap })).toEqual(sorted(expected));
      }
    });

    it("online or not", async () => {
      expect(await filtered({ online: true })).toEqual(["virtual-run"]);
      expect(await filtered({ online: false })).not.toContain("virtual-run");
    });

    it("with places left", async () => {
      expect(await filtered({ withPlacesLeft: true })).toEqual([
        "morning-swim",
        "moscow-marathon",
        "trail-festival",
        "virtual-run",
      ]);
    });

    it("combined with a tab and a search", async () => {
      expect(
        codes(await list({ eventsLoaderType: "future", search: "забег", withPlacesLeft: false })),
      ).toEqual(["night-run"]);
      expect(
        codes(await list({ eventsLoaderType: "all", city: "Москва", withPlacesLeft: true })),
      ).toEqual(["moscow-marathon"]);
    });
  });

  it("shapes the card and counts the live events", async () => {
    const result = await list({ search: "московский марафон" });
    expect(result.liveCount).toBe(2);
    expect(codes(result)).toEqual(["moscow-marathon"]);
    expect(result.events[0]).toEqual({
      code: "moscow-marathon",
      name: "Московский марафон",
      sportType: "run",
      city: "Москва",
      startsAt: "2026-07-01T05:00:00.000Z",
      endsAt: "2026-07-01T12:00:00.000Z",
      distances: [
        { value: 42.195, unit: "km" },
        { value: 10, unit: "km" },
      ],
      races: [
        { code: "r0", distance: { value: 42.195, unit: "km" } },
        { code: "r1", distance: { value: 10, unit: "km" } },
      ],
      placesLeft: placesLeft(150, 55),
      priceFromKopecks: allInSlotKopecks(199_999, 500),
      isFree: false,
      isOnline: false,
      rating: null,
      ratingApproved: false,
      seriesCode: "cup",
      // The rise is at midnight of 21 June in Moscow: six calendar days from the 15th.
      daysUntilPriceIncrease: 6,
      imageUrl: null,
    });
    expect(result.events[0]?.priceFromKopecks).toBe(209_999);
    // An empty page still answers both counts.
    expect(await list({ search: "московский марафон", offset: 50 })).toEqual({
      events: [],
      total: 1,
      liveCount: 2,
    });
  });
});
