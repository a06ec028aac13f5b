import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { and, count, countDistinct, eq } from "drizzle-orm";
import {
  defined,
  TRAININGS_SHOWN,
  trainingsSchema,
  type TrackerProvider,
  type Trainings,
} from "@reg/domain";
import { seedDatabase } from "../src/db/seed";
import { trackerLinks, trainings, users } from "../src/db/schema";
import { sandboxTrainings } from "../src/modules/trainings/sandbox-tracker";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { postJson, setCookie, type HttpResponse } from "./support/http";
import { errorOf, get, post } from "./support/registration";

const DAY_MS = 24 * 60 * 60 * 1000;
const EIGHT_WEEKS_MS = 56 * DAY_MS;
const PAGE = "/Account/ApiTrainings";
const CONNECT = "/Account/ApiConnectTracker";
const SYNC = "/Account/ApiSyncTracker";
const DISCONNECT = "/Account/ApiDisconnectTracker";

/** A person signed up in `language`; their e-mail finds their rows, their cookie is their session. */
async function person(url: string, language: "ru" | "en" = "ru") {
  const email = `t${randomBytes(6).toString("hex")}@example.com`;
  const response = await postJson(url, "/api/account/signUp", {
    email,
    password: "long-enough-1",
    firstName: language === "ru" ? "Анна" : "Anna",
    lastName: language === "ru" ? "Петрова" : "Petrova",
    language,
  });
  const cookie = setCookie(response, "reg_sid")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-up failed: ${response.text}`);
  return { email, cookie };
}

/** A new session of `email` (one signed in months ago has run out). */
async function signIn(url: string, email: string): Promise<string> {
  const response = await postJson(url, "/api/account/login", { email, password: "long-enough-1" });
  const cookie = setCookie(response, "reg_sid")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.text}`);
  return cookie;
}

function pageOf(response: HttpResponse): Trainings {
  expect(response.status, response.text).toBe(200);
  return trainingsSchema.parse(response.json);
}

const ago = (days: number, from = TEST_NOW) => new Date(from.getTime() - days * DAY_MS);
const later = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS);

const RU_NAMES = {
  run: /^(Утренняя|Дневная|Вечерняя) пробежка$/,
  ride: /^(Утренний|Дневной|Вечерний) заезд$/,
  swim: /^Плавание$/,
  walk: /^Прогулка$/,
};
const EN_NAMES = {
  run: /^(Morning|Afternoon|Evening) Run$/,
  ride: /^(Morning|Afternoon|Evening) Ride$/,
  swim: /^Swim$/,
  walk: /^Walk$/,
};

/**
 * Trainings from an activity tracker connected to the personal account (SPEC §2; decision 0050):
 * the sandbox tracker connected, synced later, replaced and disconnected, through core's calls.
 */
describe.each(DRIVERS)("trainings on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, { now: () => now, sweepIntervalMs: 0, loginRateLimit: false });
  });
  afterAll(() => core.close());
  beforeEach(() => {
    now = TEST_NOW;
  });
  const db = () => core.server.db;
  const page = async (cookie: string) => pageOf(await get(core.url, PAGE, cookie));
  const connect = async (cookie: string, provider: TrackerProvider) =>
    pageOf(await post(core.url, CONNECT, { provider }, cookie));
  const userIdOf = async (email: string) => {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    return defined(user).id;
  };
  const storedOf = (userId: string) =>
    db().select().from(trainings).where(eq(trainings.userId, userId));

  it("the demo account has Strava connected with its last 8 weeks; a later seed syncs it", async () => {
    const response = await postJson(core.url, "/api/account/login", {
      email: "demo@reg.local",
      password: "demo12345",
    });
    const cookie = defined(setCookie(response, "reg_sid")?.split(";")[0]);
    const seeded = await page(cookie);
    expect(seeded.tracker).toMatchObject({ provider: "strava", athleteName: "Иван Демидов" });
    expect(seeded.trainings.length).toBeGreaterThanOrEqual(21);
    expect(Date.parse(seeded.trainings.at(-1)?.startedAt ?? "")).toBeGreaterThan(ago(56).getTime());
    await seedDatabase(db(), { now: TEST_NOW });
    expect(await page(cookie)).toEqual(seeded);
    // A seed days later brings what the tracker has since, as the button would; an earlier one
    // takes nothing back.
    await seedDatabase(db(), { now: later(7) });
    const synced = await page(cookie);
    expect(synced.tracker?.lastSyncedAt).toBe(later(7).toISOString());
    expect(synced.trainings.length).toBeGreaterThan(seeded.trainings.length);
    await seedDatabase(db(), { now: TEST_NOW });
    expect(await page(cookie)).toEqual(synced);
  });

  it("a new account has no tracker and no trainings", async () => {
    const { cookie } = await person(core.url);
    expect(await page(cookie)).toEqual({ tracker: null, trainings: [] });
  });

  it("connecting Strava brings its last 8 weeks, newest first, believable, named in the account's language", async () => {
    const { cookie, email } = await person(core.url);
    const connected = await connect(cookie, "strava");
    expect(connected.tracker).toEqual({
      provider: "strava",
      athleteName: "Анна Петрова",
      connectedAt: TEST_NOW.toISOString(),
      lastSyncedAt: TEST_NOW.toISOString(),
    });
    const list = connected.trainings;
    // 3–5 a week over 8 weeks.
    expect(list.length).toBeGreaterThanOrEqual(21);
    expect(list.length).toBeLessThanOrEqual(Math.min(45, TRAININGS_SHOWN));
    const times = list.map((t) => Date.parse(t.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((at) => at > ago(56).getTime() && at <= TEST_NOW.getTime())).toBe(true);
    for (const t of list) {
      expect(t.name).toMatch(RU_NAMES[t.sport]);
      expect(t.elevationGainMeters === null).toBe(t.sport === "swim");
      const km = t.distanceMeters / 1000;
      const bounds = { run: [5, 21], ride: [20, 80], swim: [1, 3], walk: [3, 8] }[t.sport];
      expect(km).toBeGreaterThanOrEqual(defined(bounds[0]));
      expect(km).toBeLessThanOrEqual(defined(bounds[1]));
      if (t.sport === "run") {
        expect(t.movingSeconds / km).toBeGreaterThanOrEqual(269);
        expect(t.movingSeconds / km).toBeLessThanOrEqual(391);
      }
    }
    expect(list.some((t) => t.sport === "run")).toBe(true);
    // The page reads back what the call answered, and each training is stored once.
    expect(await page(cookie)).toEqual(connected);
    const stored = await storedOf(await userIdOf(email));
    expect(stored).toHaveLength(list.length);
    expect(new Set(stored.map((t) => t.externalId)).size).toBe(list.length);

    const english = await person(core.url, "en");
    const theirs = await connect(english.cookie, "strava");
    expect(theirs.tracker?.athleteName).toBe("Anna Petrova");
    for (const t of theirs.trainings) expect(t.name).toMatch(EN_NAMES[t.sport]);
  });

  it("the tracker's history is the same whenever asked: connecting again keeps the same trainings", async () => {
    const { cookie, email } = await person(core.url);
    const first = await connect(cookie, "strava");
    const again = await connect(cookie, "strava");
    expect(again).toEqual(first);
    await post(core.url, DISCONNECT, undefined, cookie);
    const anew = await connect(cookie, "strava");
    const strip = (page: Trainings) => page.trainings.map(({ id: _id, ...rest }) => rest);
    expect(strip(anew)).toEqual(strip(first));
    const userId = await userIdOf(email);
    expect((await storedOf(userId)).map((t) => t.externalId).sort()).toEqual(
      sandboxTrainings(
        { userId, provider: "strava", language: "ru" },
        { after: ago(56), upTo: TEST_NOW },
      )
        .map((t) => t.externalId)
        .sort(),
    );
  });

  it("a sync two weeks later brings only the newer trainings and moves lastSyncedAt", async () => {
    const { cookie, email } = await person(core.url);
    const connected = await connect(cookie, "strava");
    now = later(14);
    const synced = pageOf(await post(core.url, SYNC, undefined, cookie));
    expect(synced.tracker).toEqual({
      ...connected.tracker,
      lastSyncedAt: now.toISOString(),
    });
    const known = new Set(connected.trainings.map((t) => t.id));
    const fresh = synced.trainings.filter((t) => !known.has(t.id));
    // Two weeks hold one whole Moscow week, and its three at least.
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    for (const t of fresh) {
      expect(Date.parse(t.startedAt)).toBeGreaterThan(TEST_NOW.getTime());
      expect(Date.parse(t.startedAt)).toBeLessThanOrEqual(now.getTime());
    }
    // What was there stays as it was, after the new ones.
    expect(synced.trainings.slice(fresh.length)).toEqual(connected.trainings);
    // Syncing again at the same moment brings nothing.
    expect(pageOf(await post(core.url, SYNC, undefined, cookie))).toEqual(synced);
    const stored = await storedOf(await userIdOf(email));
    expect(stored).toHaveLength(synced.trainings.length);
    expect(new Set(stored.map((t) => t.externalId)).size).toBe(stored.length);
  });

  it("keeps the newest TRAININGS_SHOWN of a tracker synced over months", async () => {
    const { cookie, email } = await person(core.url);
    await connect(cookie, "garmin");
    let last: Trainings | undefined;
    for (const weeks of [8, 16, 24]) {
      now = later(weeks * 7);
      last = pageOf(await post(core.url, SYNC, undefined, await signIn(core.url, email)));
    }
    const synced = defined(last);
    expect(synced.trainings).toHaveLength(TRAININGS_SHOWN);
    expect(await storedOf(await userIdOf(email))).toHaveLength(TRAININGS_SHOWN);
    // The newest are kept: the last 8 weeks of the tracker's history are all there.
    const userId = await userIdOf(email);
    const recent = sandboxTrainings(
      { userId, provider: "garmin", language: "ru" },
      { after: ago(56, now), upTo: now },
    );
    expect(synced.trainings.slice(0, recent.length).map((t) => t.startedAt)).toEqual(
      recent.map((t) => t.startedAt.toISOString()),
    );
  });

  it("connecting another tracker replaces the first and deletes its trainings", async () => {
    const { cookie, email } = await person(core.url);
    const strava = await connect(cookie, "strava");
    now = later(1);
    const garmin = await connect(cookie, "garmin");
    expect(garmin.tracker).toMatchObject({
      provider: "garmin",
      connectedAt: now.toISOString(),
      lastSyncedAt: now.toISOString(),
    });
    expect(garmin.trainings.length).toBeGreaterThan(0);
    const stravaIds = new Set(strava.trainings.map((t) => t.id));
    expect(garmin.trainings.some((t) => stravaIds.has(t.id))).toBe(false);
    const stored = await storedOf(await userIdOf(email));
    expect(new Set(stored.map((t) => t.provider))).toEqual(new Set(["garmin"]));
    expect(stored).toHaveLength(garmin.trainings.length);
    expect(await page(cookie)).toEqual(garmin);
  });

  it("disconnecting empties the page and the tables; again, it answers the empty page", async () => {
    const { cookie, email } = await person(core.url);
    await connect(cookie, "polar");
    const empty = { tracker: null, trainings: [] };
    expect(pageOf(await post(core.url, DISCONNECT, undefined, cookie))).toEqual(empty);
    expect(pageOf(await post(core.url, DISCONNECT, undefined, cookie))).toEqual(empty);
    expect(await page(cookie)).toEqual(empty);
    const userId = await userIdOf(email);
    expect(await storedOf(userId)).toEqual([]);
    expect(await db().select().from(trackerLinks).where(eq(trackerLinks.userId, userId))).toEqual(
      [],
    );
  });

  it("a sync with no tracker connected is 409 INVALID_STATE and connects nothing", async () => {
    const { cookie } = await person(core.url);
    const refused = await post(core.url, SYNC, undefined, cookie);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({ code: "INVALID_STATE" });
    expect(await page(cookie)).toEqual({ tracker: null, trainings: [] });
  });

  it("bad input is 400 and changes nothing", async () => {
    const { cookie } = await person(core.url);
    const before = await connect(cookie, "suunto");
    now = later(3);
    const bad: [unknown, Record<string, string> | undefined][] = [
      [{ provider: "nike" }, { provider: "field.invalid" }],
      [{ provider: "Strava" }, { provider: "field.invalid" }],
      [{ provider: 1 }, { provider: "field.invalid" }],
      [{}, { provider: "field.invalid" }],
      [{ provider: "strava", userId: "00000000-0000-4000-8000-000000000001" }, undefined],
      [{ provider: "strava", athleteName: "Someone Else" }, undefined],
      [[{ provider: "strava" }], undefined],
      ['{"provider": "strava"', undefined],
      ["provider=strava", undefined],
      ["null", undefined],
    ];
    for (const [body, fields] of bad) {
      const refused = await post(core.url, CONNECT, body, cookie);
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
      const error = errorOf(refused);
      expect(error.code).toBe("VALIDATION_FAILED");
      if (fields) expect(error.fields).toEqual(fields);
    }
    const junkSync = await post(core.url, SYNC, "{oops", cookie);
    expect(junkSync.status).toBe(400);
    expect(await page(cookie)).toEqual(before);
  });

  it("signed out, every call is 401 and nothing is made", async () => {
    const before = await db().select({ n: count() }).from(trackerLinks);
    for (const cookie of [undefined, `reg_sid=${"x".repeat(43)}`]) {
      expect((await get(core.url, PAGE, cookie)).status).toBe(401);
      for (const [path, body] of [
        [CONNECT, { provider: "strava" }],
        [SYNC, undefined],
        [DISCONNECT, undefined],
      ] as const) {
        const refused = await post(core.url, path, body, cookie);
        expect(refused.status).toBe(401);
        expect(errorOf(refused)).toEqual({ code: "UNAUTHORIZED" });
      }
      // The session is asked before the input is read.
      expect((await post(core.url, CONNECT, { provider: "nike" }, cookie)).status).toBe(401);
    }
    expect(await db().select({ n: count() }).from(trackerLinks)).toEqual(before);
  });

  it("each person sees only their own trainings, whatever they call", async () => {
    const a = await person(core.url);
    const b = await person(core.url);
    const mine = await connect(a.cookie, "strava");
    const aIds = mine.trainings.map((t) => t.id);
    const aUser = await userIdOf(a.email);
    const aExternal = (await storedOf(aUser)).map((t) => t.externalId);
    const answersOfB = [
      await get(core.url, PAGE, b.cookie),
      await post(core.url, SYNC, undefined, b.cookie),
      await post(core.url, DISCONNECT, undefined, b.cookie),
      await post(core.url, CONNECT, { provider: "strava" }, b.cookie),
      await get(core.url, PAGE, b.cookie),
      await post(core.url, SYNC, undefined, b.cookie),
    ];
    expect(pageOf(defined(answersOfB[0]))).toEqual({ tracker: null, trainings: [] });
    expect(defined(answersOfB[1]).status).toBe(409);
    for (const answer of answersOfB) {
      for (const id of [...aIds, ...aExternal]) expect(answer.text).not.toContain(id);
    }
    // Both on Strava, each has their own history.
    const theirs = pageOf(defined(answersOfB[4]));
    expect(theirs.tracker?.provider).toBe("strava");
    expect(theirs.trainings.length).toBeGreaterThan(0);
    // B's disconnect and connect left A's tracker and trainings as they were.
    expect(await page(a.cookie)).toEqual(mine);
    expect((await storedOf(aUser)).map((t) => t.externalId).sort()).toEqual([...aExternal].sort());
    await post(core.url, DISCONNECT, undefined, b.cookie);
    expect(await page(a.cookie)).toEqual(mine);
  });
});

/**
 * One person's tracker under concurrency on a real PostgreSQL server: the link's row lock orders a
 * person's connects and syncs, and `on conflict do nothing` keeps each training once.
 */
describe("trainings at once on postgres", () => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore("postgres", {
      now: () => now,
      sweepIntervalMs: 0,
      poolSize: 10,
      loginRateLimit: false,
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  const stored = async (userId: string) => {
    const [row] = await db()
      .select({ n: count(), distinct: countDistinct(trainings.externalId) })
      .from(trainings)
      .where(eq(trainings.userId, userId));
    return defined(row);
  };

  it("10 syncs at once bring each training once; 10 connects at once leave one tracker", async () => {
    const { cookie, email } = await person(core.url);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = defined(user).id;
    pageOf(await post(core.url, CONNECT, { provider: "strava" }, cookie));

    now = later(10);
    const syncs = await Promise.all(
      Array.from({ length: 10 }, () => post(core.url, SYNC, undefined, cookie)),
    );
    expect(syncs.map((s) => s.status)).toEqual(Array(10).fill(200));
    const expected = sandboxTrainings(
      { userId, provider: "strava", language: "ru" },
      { after: ago(56), upTo: now },
    );
    expect(await stored(userId)).toEqual({ n: expected.length, distinct: expected.length });

    now = later(11);
    const providers: TrackerProvider[] = ["garmin", "coros"];
    const connects = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(core.url, CONNECT, { provider: providers[i % 2] }, cookie),
      ),
    );
    expect(connects.map((c) => c.status)).toEqual(Array(10).fill(200));
    const links = await db().select().from(trackerLinks).where(eq(trackerLinks.userId, userId));
    expect(links).toHaveLength(1);
    const provider = defined(links[0]).provider as TrackerProvider;
    const rows = await db()
      .select({ provider: trainings.provider })
      .from(trainings)
      .where(eq(trainings.userId, userId));
    expect(new Set(rows.map((r) => r.provider))).toEqual(new Set([provider]));
    const theirs = sandboxTrainings(
      { userId, provider, language: "ru" },
      { after: new Date(now.getTime() - EIGHT_WEEKS_MS), upTo: now },
    );
    expect(await stored(userId)).toEqual({ n: theirs.length, distinct: theirs.length });
    const final = pageOf(await get(core.url, PAGE, cookie));
    expect(final.trainings.map((t) => t.startedAt)).toEqual(
      theirs.map((t) => t.startedAt.toISOString()),
    );
    const [linked] = await db()
      .select({ n: count() })
      .from(trainings)
      .where(and(eq(trainings.userId, userId), eq(trainings.provider, provider)));
    expect(linked?.n).toBe(theirs.length);
  });
});
