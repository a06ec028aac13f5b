import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allInSlotKopecks,
  eventPageSchema,
  START_LIST_PAGE_SIZE,
  startListResultSchema,
} from "@reg/domain";
import type { CoreDb, DatabaseHandle } from "../src/db/database";
import { openDatabase } from "../src/db/open-database";
import { eq } from "drizzle-orm";
import {
  eventDetails,
  events,
  organizers,
  priceTiers,
  races,
  startListEntries,
  tenants,
} from "../src/db/schema";
import { readEventPage } from "../src/modules/events/event-page/page-service";
import { readStartList } from "../src/modules/events/event-page/start-list";
import { createTestDatabase, type TestDatabase } from "../src/testing/index";
import { DRIVERS, startCore, type DriverName, type RunningCore } from "./support/core";
import { http } from "./support/http";

/** Noon in Moscow, 15 June 2026: the injected clock. */
const NOW = new Date("2026-06-15T09:00:00.000Z");

interface RaceFixture {
  code: string;
  capacity: number;
  taken: number;
  opens: string;
  closes: string;
  online?: boolean;
  offline?: boolean;
  tiers: [string, number][];
}

/** One race per availability state the page tells apart, plus the price tiers around NOW. */
const RACES: RaceFixture[] = [
  {
    // Open; the current tier started in May, the next starts on 20 June.
    code: "open",
    capacity: 100,
    taken: 95,
    opens: "2026-01-01T00:00:00Z",
    closes: "2026-06-30T00:00:00Z",
    tiers: [
      ["2026-05-01T00:00:00Z", 2000],
      ["2026-06-20T21:00:00Z", 2500],
      ["2026-06-25T21:00:00Z", 3000],
    ],
  },
  {
    code: "full",
    capacity: 50,
    taken: 50,
    opens: "2026-01-01T00:00:00Z",
    closes: "2026-06-30T00:00:00Z",
    tiers: [["2026-01-01T00:00:00Z", 1000]],
  },
  {
    // Not open yet: the price shown is the first tier's.
    code: "soon",
    capacity: 500,
    taken: 0,
    opens: "2026-06-20T07:00:00Z",
    closes: "2026-06-30T00:00:00Z",
    tiers: [
      ["2026-06-20T07:00:00Z", 1500],
      ["2026-06-27T07:00:00Z", 1800],
    ],
  },
  {
    code: "closed",
    capacity: 10,
    taken: 2,
    opens: "2026-01-01T00:00:00Z",
    closes: "2026-06-10T00:00:00Z",
    tiers: [],
  },
  {
    code: "pickup",
    capacity: 10,
    taken: 2,
    opens: "2026-01-01T00:00:00Z",
    closes: "2026-06-10T00:00:00Z",
    offline: true,
    tiers: [["2026-01-01T00:00:00Z", 500]],
  },
  {
    code: "nope",
    capacity: 10,
    taken: 0,
    opens: "2026-01-01T00:00:00Z",
    closes: "2026-06-30T00:00:00Z",
    online: false,
    tiers: [],
  },
];

const COMMISSION = 500;

/** People of the start list: [name ru, club, city ru, shown]. */
const PEOPLE: [string, string | null, string, boolean][] = [
  ["Иванов Алексей", "Бегущий город", "Москва", true],
  ["Петрова Анна", "I Love Running", "Казань", true],
  ["Секретов Тайный", "Тайный клуб", "Тверь", false],
  ["Сидоров Иван", null, "Тула", true],
  ...Array.from({ length: 30 }, (_, i): [string, string | null, string, boolean] => [
    `Бегунов ${i}`,
    "Клуб любителей бега",
    "Москва",
    i % 5 !== 0,
  ]),
];

async function insertFixtures(db: CoreDb): Promise<void> {
  await db.insert(tenants).values([
    {
      id: "default",
      name: "Test",
      supportEmail: "support@example.com",
      primaryColor: "#000000",
      accentColor: "#ffffff",
      logoText: "T",
    },
  ]);
  const [event] = await db
    .insert(events)
    .values({
      code: "summer-run",
      tenantId: "default",
      sportType: "run",
      nameRu: "Летний забег",
      nameEn: "Summer Run",
      descriptionRu: "Забег по набережной.",
      descriptionEn: "A run by the river.",
      cityRu: "Москва",
      cityEn: "Moscow",
      locationRu: "Парк Горького",
      locationEn: "Gorky Park",
      startsAt: new Date("2026-07-01T05:00:00Z"),
      endsAt: new Date("2026-07-01T10:00:00Z"),
      commissionBasisPoints: COMMISSION,
      hasLiveStream: true,
      hasFastIdentification: true,
      beneficiaryName: "ИП Петров Пётр Петрович",
      beneficiaryInn: "771234567890",
      beneficiaryOgrnip: "312774600012345",
      beneficiaryAddress: "Москва, ул. Тверская, 1",
    })
    .returning({ id: events.id });
  if (!event) throw new Error("no event id");
  await db.insert(events).values({
    code: "hidden-draft",
    tenantId: "default",
    sportType: "run",
    nameRu: "Черновик",
    nameEn: "Draft",
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: new Date("2026-07-01T05:00:00Z"),
    endsAt: new Date("2026-07-01T10:00:00Z"),
    isPublished: false,
  });
  await db.insert(eventDetails).values({
    eventId: event.id,
    contactEmail: "start@summerrun.ru",
    startPackPlaceRu: "Шатёр у входа",
    startPackPlaceEn: "The tent at the gate",
    startPackWindows: [
      { startsAt: "2026-06-30T09:00:00.000Z", endsAt: "2026-06-30T17:00:00.000Z" },
    ],
    program: [{ startsAt: "2026-07-01T05:00:00.000Z", titleRu: "Старт", titleEn: "Start" }],
    liveStreamUrl: "https://vkvideo.ru/@reg_live/summer-run",
  });
  const raceIds: number[] = [];
  for (const [position, race] of RACES.entries()) {
    const [row] = await db
      .insert(races)
      .values({
        eventId: event.id,
        code: race.code,
        position,
        nameRu: `Дистанция ${race.code}`,
        nameEn: `Race ${race.code}`,
        distanceMeters: 10_000,
        distanceUnit: "km",
        startsAt: new Date("2026-07-01T05:00:00Z"),
        capacity: race.capacity,
        taken: race.taken,
        minAge: 18,
        maxAge: 99,
        registrationOpensAt: new Date(race.opens),
        registrationClosesAt: new Date(race.closes),
        onlineRegistration: race.online ?? true,
        offlineAtPickup: race.offline ?? false,
      })
      .returning({ id: races.id });
    if (!row) throw new Error("no race id");
    raceIds.push(row.id);
    for (const [tier, [startsAt, rubles]] of race.tiers.entries()) {
      await db.insert(priceTiers).values({
        raceId: row.id,
        position: tier,
        startsAt: new Date(startsAt),
        priceKopecks: rubles * 100,
      });
    }
  }
  const raceId = raceIds[0];
  if (raceId === undefined) throw new Error("no race");
  await db.insert(startListEntries).values(
    PEOPLE.map(([name, club, city, shown], i) => ({
      eventId: event.id,
      raceId,
      bib: String(100 + i),
      nameRu: name,
      nameEn: name,
      club,
      cityRu: city,
      cityEn: city,
      birthYear: 1990,
      gender: "male",
      showInStartList: shown,
    })),
  );
}

async function openEmpty(
  driver: DriverName,
): Promise<{ handle: DatabaseHandle; server?: TestDatabase }> {
  if (driver === "pglite") return { handle: await openDatabase({ kind: "pglite" }) };
  const server = await createTestDatabase();
  const handle = await openDatabase({ kind: "postgres", url: server.url, poolSize: 2 });
  return { handle, server };
}

describe.each(DRIVERS)("the event page's read on %s, with its own event", (driver) => {
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

  const page = () => readEventPage(handle.db, "summer-run", "ru", null, NOW);

  it("prices each race now and at its next tier, all in", async () => {
    const read = eventPageSchema.parse(await page());
    const byCode = new Map(read.races.map((r) => [r.code, r]));
    expect(byCode.get("open")?.priceKopecks).toBe(allInSlotKopecks(200_000, COMMISSION));
    expect(byCode.get("open")?.nextTier).toEqual({
      startsAt: "2026-06-20T21:00:00.000Z",
      priceKopecks: allInSlotKopecks(250_000, COMMISSION),
    });
    // Before its first tier a race shows that tier's price; the next is the second one.
    expect(byCode.get("soon")?.priceKopecks).toBe(allInSlotKopecks(150_000, COMMISSION));
    expect(byCode.get("soon")?.nextTier?.startsAt).toBe("2026-06-27T07:00:00.000Z");
    expect(byCode.get("closed")?.priceKopecks).toBe(0);
    expect(byCode.get("closed")?.nextTier).toBeNull();
  });

  it("tells places left and each race's availability (SPEC §4)", async () => {
    const read = await page();
    const states = Object.fromEntries(read.races.map((r) => [r.code, r.availability]));
    expect(states).toEqual({
      open: "open",
      full: "limitReached",
      soon: "opensSoon",
      closed: "closed",
      pickup: "offline",
      nope: "notPossible",
    });
    const places = Object.fromEntries(read.races.map((r) => [r.code, r.placesLeft]));
    expect(places.open).toEqual({ state: "few" });
    expect(places.full).toEqual({ state: "none" });
    expect(places.soon).toEqual({ state: "count", count: 500 });
  });

  it("carries the details, the beneficiary and the texts in the asked language", async () => {
    const ru = await page();
    const en = await readEventPage(handle.db, "summer-run", "en", null, NOW);
    expect(ru.name).toBe("Летний забег");
    expect(en.name).toBe("Summer Run");
    expect(en.startPack?.place).toBe("The tent at the gate");
    expect(en.program).toEqual([{ startsAt: "2026-07-01T05:00:00.000Z", title: "Start" }]);
    expect(ru.liveStreamUrl).toBe("https://vkvideo.ru/@reg_live/summer-run");
    expect(ru.fastIdentification).toBe(true);
    expect(ru.beneficiary).toEqual({
      name: "ИП Петров Пётр Петрович",
      inn: "771234567890",
      ogrnip: "312774600012345",
      address: "Москва, ул. Тверская, 1",
    });
  });

  it("tells the tax deduction only for an event in a calendar plan by an organizer listed that year", async () => {
    const { db } = handle;
    expect((await page()).qualifiesForTaxDeduction).toBe(false);
    const [organizer] = await db
      .insert(organizers)
      .values({
        code: "summer-run-org",
        kind: "legalEntity",
        name: "ООО «Летний забег»",
        inn: "7705482130",
        kpp: "770501001",
        ogrn: "1177746182030",
        signatoryName: "Смирнова Ольга Петровна",
        listedYears: [2025],
      })
      .returning({ id: organizers.id });
    if (!organizer) throw new Error("no organizer id");
    const set = (values: { inCalendarPlan?: boolean }) =>
      db
        .update(events)
        .set({ organizerId: organizer.id, ...values })
        .where(eq(events.code, "summer-run"));
    const listFor = (years: number[]) =>
      db.update(organizers).set({ listedYears: years }).where(eq(organizers.id, organizer.id));
    try {
      // In a plan, but the organizer is on the 2025 list and the race is in 2026.
      await set({ inCalendarPlan: true });
      expect((await page()).qualifiesForTaxDeduction).toBe(false);
      await listFor([2025, 2026]);
      expect((await page()).qualifiesForTaxDeduction).toBe(true);
      // Listed, but no calendar plan holds the event.
      await set({ inCalendarPlan: false });
      expect((await page()).qualifiesForTaxDeduction).toBe(false);
    } finally {
      await db
        .update(events)
        .set({ organizerId: null, inCalendarPlan: false })
        .where(eq(events.code, "summer-run"));
    }
  });

  it("answers NOT_FOUND for an unknown or unpublished code, and for another tenant's event", async () => {
    for (const [code, scope] of [
      ["no-such-event", null],
      ["hidden-draft", null],
      ["summer-run", "other-tenant"],
    ] as const) {
      await expect(readEventPage(handle.db, code, "ru", scope, NOW)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
  });

  const list = (extra: { search?: string; offset?: number } = {}) =>
    readStartList(handle.db, {
      code: "summer-run",
      language: "ru",
      offset: 0,
      scope: null,
      ...extra,
    });

  it("lists everyone but shows only what each agreed to show", async () => {
    const first = startListResultSchema.parse(await list());
    expect(first.total).toBe(PEOPLE.length);
    expect(first.entries).toHaveLength(START_LIST_PAGE_SIZE);
    const secret = first.entries.find((e) => e.bib === "102");
    expect(secret).toEqual({
      bib: "102",
      raceCode: "open",
      hidden: true,
      name: null,
      club: null,
      city: null,
      birthYear: null,
      gender: null,
    });
    const json = JSON.stringify([first, await list({ offset: START_LIST_PAGE_SIZE })]);
    expect(json).not.toContain("Секретов");
    expect(json).not.toContain("Тайный");
    expect(json).not.toContain("Тверь");
  });

  it("pages through the whole list without repeats", async () => {
    const first = await list();
    const second = await list({ offset: START_LIST_PAGE_SIZE });
    expect(second.entries).toHaveLength(PEOPLE.length - START_LIST_PAGE_SIZE);
    const bibs = [...first.entries, ...second.entries].map((e) => e.bib);
    expect(new Set(bibs).size).toBe(PEOPLE.length);
    expect((await list({ offset: 1000 })).entries).toEqual([]);
    expect((await list({ offset: 1000 })).total).toBe(PEOPLE.length);
  });

  it("searches name, club and city, never a hidden person's", async () => {
    expect((await list({ search: "иванов" })).entries.map((e) => e.name)).toEqual([
      "Иванов Алексей",
    ]);
    expect((await list({ search: "love" })).entries.map((e) => e.club)).toEqual(["I Love Running"]);
    expect((await list({ search: "Тула" })).entries.map((e) => e.city)).toEqual(["Тула"]);
    const hidden = await list({ search: "Секретов" });
    expect(hidden).toMatchObject({ total: 0, entries: [] });
    expect((await list({ search: "Тверь" })).total).toBe(0);
    // LIKE's wildcards are text: "%" finds nobody rather than everybody.
    expect((await list({ search: "%" })).total).toBe(0);
    // The club's 24 shown runners of 30.
    expect((await list({ search: "клуб любителей" })).total).toBe(24);
  });
});

describe.each(DRIVERS)("the event page over HTTP on %s, with the seed", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
  });
  afterAll(async () => {
    await core?.close();
  });

  it("serves a seeded event's page, documents and start list", async () => {
    const answer = await http(core.url, "/api/events/page?code=moscow-marathon&language=en");
    expect(answer.status).toBe(200);
    const read = eventPageSchema.parse(answer.json);
    expect(read.name).toBe("Moscow Marathon");
    // The seed's Moscow organizer is on the list and the marathon in the city's calendar plan.
    expect(read.qualifiesForTaxDeduction).toBe(true);
    // No calendar plan lists an online race.
    const online = await http(core.url, "/api/events/page?code=golden-autumn-virtual&language=ru");
    expect(eventPageSchema.parse(online.json).qualifiesForTaxDeduction).toBe(false);
    expect(read.races.map((r) => r.code)).toEqual(["m42", "r10", "kids1"]);
    expect(read.startPack?.windows.length).toBeGreaterThan(0);
    expect(read.contacts.email).toMatch(/@/);
    expect(read.documents.map((d) => d.fileName)).toContain("regulations.pdf");

    const pdf = await http(core.url, "/documents/moscow-marathon/regulations.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.text.trimEnd().endsWith("%%EOF")).toBe(true);

    const start = await http(core.url, "/api/events/startList?code=moscow-marathon&language=ru");
    expect(start.status).toBe(200);
    const startList = startListResultSchema.parse(start.json);
    expect(startList.total).toBeGreaterThan(START_LIST_PAGE_SIZE);
    expect(startList.entries.some((e) => e.hidden && e.name === null)).toBe(true);
  });

  it("answers 404 for an unknown code and 400 for input that is no code", async () => {
    const unknown = await http(core.url, "/api/events/page?code=no-such-event&language=ru");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: "NOT_FOUND" });
    const missingFile = await http(core.url, "/documents/moscow-marathon/nothing.pdf");
    expect(missingFile.status).toBe(404);
    for (const path of [
      `/api/events/page?code=${"x".repeat(5000)}&language=ru`,
      "/api/events/page?code=a%20b&language=ru",
      "/api/events/page?code=moscow-marathon&language=de",
      "/api/events/startList?code=moscow-marathon&language=ru&offset=-1",
      `/api/events/startList?code=moscow-marathon&language=ru&search=${"я".repeat(500)}`,
      "/documents/moscow-marathon/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const bad = await http(core.url, path);
      expect(bad.status, path).toBe(400);
      expect(bad.json, path).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });
});
