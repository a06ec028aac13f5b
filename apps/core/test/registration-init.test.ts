import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  cardInfoSchema,
  contractOfferSchema,
  occupationListSchema,
  REGISTRATION_AVAILABILITY_STATES,
  registrationInitSchema,
  runningClubListSchema,
  simpleCardInfoSchema,
  type RegistrationAvailabilityDto,
} from "@reg/domain";
import { registrations } from "../src/db/schema";
import { RACE_REGISTRATION_SEEDS } from "../src/db/seed/registration-settings";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow, type RaceFixtureOptions } from "./support/fixtures";
import { http } from "./support/http";
import { errorOf, get, post, register, signUp } from "./support/registration";

const MINUTE = 60_000;

describe.each(DRIVERS)("ApiInit and the race calls on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  /** One person for races they never register for (signing up costs a password hash). */
  let onlooker: string;
  beforeAll(async () => {
    core = await startCore(driver, { now: () => now, sweepIntervalMs: 0 });
    onlooker = await signUp(core.url);
  });
  afterAll(() => core.close());

  const init = async (
    race: { eventCode: string; raceCode: string },
    cookie?: string,
    language = "ru",
  ) => {
    const response = await get(
      core.url,
      `/Register/ApiInit?eventCode=${race.eventCode}&raceCode=${race.raceCode}&language=${language}`,
      cookie,
    );
    expect(response.status).toBe(200);
    return registrationInitSchema.parse(response.json);
  };
  const availability = async (
    options: RaceFixtureOptions,
  ): Promise<RegistrationAvailabilityDto> => {
    const race = await createRaceFixture(core.server.db, options);
    return (await init(race, onlooker)).availability;
  };

  it("describes an open race: places, price and its rise, form, options and commission", async () => {
    const race = await createRaceFixture(core.server.db, {
      capacity: 100,
      taken: 40,
      commissionBasisPoints: 250,
      form: {
        startPackets: ["S", "M"],
        requireDocument: true,
        questions: [{ id: "pace", required: true, textRu: "Темп", textEn: "Pace" }],
      },
      options: [{ code: "tshirt" }],
    });
    const body = await init(race, await signUp(core.url), "en");
    expect(body).toMatchObject({
      isAuthorized: true,
      availability: { state: "open" },
      placesLeft: { state: "count", count: 60 },
      price: {
        currentKopecks: 100_000,
        isFree: false,
        nextKopecks: 150_000,
        daysUntilPriceIncrease: 5,
      },
      customPrice: null,
      promoCodeRequired: false,
      hasOptions: true,
      commissionPercent: 2.5,
      paymentWindowMinutes: 20,
      event: { code: race.eventCode, name: "Test Run", sportType: "run", city: "Moscow" },
      race: { code: "r10", name: "10 km", distance: { value: 10, unit: "km" }, isRelay: false },
    });
    expect(body.form).toMatchObject({
      startPackets: ["S", "M"],
      requireDocument: true,
      questions: [{ id: "pace", text: "Pace", required: true, choices: null }],
    });
    expect(body.form.documentTypes).toContain("21");
  });

  it("reaches every availability message of SPEC §4", async () => {
    const seen = new Set<string>();
    const expectState = (value: RegistrationAvailabilityDto, state: string) => {
      expect(value.state).toBe(state);
      seen.add(value.state);
    };
    expectState(await availability({}), "open");
    expectState(
      await availability({ opensAt: daysFromNow(-20), closesAt: daysFromNow(-1) }),
      "closed",
    );
    expectState(
      await availability({
        opensAt: daysFromNow(-20),
        closesAt: daysFromNow(-1),
        offlineAtPickup: true,
      }),
      "offline",
    );
    expectState(await availability({ onlineRegistration: false }), "notPossible");
    expectState(await availability({ capacity: 3, taken: 3 }), "limitReached");
    const soon = await availability({ opensAt: daysFromNow(2) });
    expectState(soon, "opensSoon");
    expect(soon).toEqual({ state: "opensSoon", opensAt: daysFromNow(2).toISOString() });

    const race = await createRaceFixture(core.server.db, { capacity: 1 });
    const cookie = await signUp(core.url);
    const saved = await register(core.url, cookie, race);
    const draft = (await init(race, cookie)).availability;
    expectState(draft, "unfinishedDraft");
    expect(draft).toEqual({
      state: "unfinishedDraft",
      registrationId: saved.registrationId,
      paymentDeadline: new Date(TEST_NOW.getTime() + 20 * MINUTE).toISOString(),
    });
    // The draft holds the only slot, yet its owner is not told the limit is reached.
    expect((await init(race, onlooker)).availability.state).toBe("limitReached");

    expect(
      (await post(core.url, "/Register/Cart", { registrationId: saved.registrationId }, cookie))
        .status,
    ).toBe(200);
    const awaiting = (await init(race, cookie)).availability;
    expectState(awaiting, "awaitingPayment");
    expect(awaiting).toMatchObject({ registrationId: saved.registrationId });

    // Paid by the acquirer (the payment work): the person is registered.
    await core.server.db
      .update(registrations)
      .set({ state: "paid", paidAt: TEST_NOW })
      .where(eq(registrations.id, saved.registrationId));
    const paid = (await init(race, cookie)).availability;
    expectState(paid, "alreadyRegistered");
    expect(paid).toEqual({ state: "alreadyRegistered", registrationId: saved.registrationId });

    expect([...seen].sort()).toEqual([...REGISTRATION_AVAILABILITY_STATES, "open"].sort());
  });

  it("forgets a draft whose window closed, swept or not", async () => {
    const race = await createRaceFixture(core.server.db);
    const cookie = await signUp(core.url);
    await register(core.url, cookie, race);
    now = new Date(TEST_NOW.getTime() + 20 * MINUTE);
    try {
      expect((await init(race, cookie)).availability.state).toBe("open");
    } finally {
      now = TEST_NOW;
    }
  });

  it("answers anonymous callers with the race's own availability", async () => {
    const race = await createRaceFixture(core.server.db, {
      promoRequired: true,
      customPrice: [30_000, 500_000],
    });
    const body = await init(race);
    expect(body).toMatchObject({
      isAuthorized: false,
      availability: { state: "open" },
      promoCodeRequired: true,
      customPrice: { minKopecks: 30_000, maxKopecks: 500_000 },
    });
    expect(body.price.isFree).toBe(false);
  });

  it("shows a custom tenant's host only its own races", async () => {
    const race = await createRaceFixture(core.server.db, { tenant: "fontanka" });
    const onPioner = await get(
      core.url,
      `/Register/ApiInit?eventCode=${race.eventCode}&raceCode=r10`,
    );
    expect(onPioner.status).toBe(200);
    const path = `/Register/ApiCardInfo?eventCode=${race.eventCode}&raceCode=r10`;
    expect(
      (await http(core.url, path, { headers: { "x-forwarded-host": "fontanka.localhost" } }))
        .status,
    ).toBe(200);
    const other = await http(core.url, path, {
      headers: { "x-forwarded-host": "pionercup.localhost" },
    });
    expect(other.status).toBe(404);
    expect(errorOf(other)).toEqual({ code: "NOT_FOUND" });
  });

  it("gives the race cards, the contract offer and the reference lists", async () => {
    const race = await createRaceFixture(core.server.db, {
      capacity: 100,
      taken: 95,
      commissionBasisPoints: 350,
    });
    const query = `eventCode=${race.eventCode}&raceCode=r10`;
    const simple = simpleCardInfoSchema.parse(
      (await get(core.url, `/Register/ApiSimpleCardInfo?${query}`)).json,
    );
    expect(simple).toMatchObject({
      eventCode: race.eventCode,
      eventName: "Тестовый забег",
      raceName: "10 км",
      city: "Москва",
      location: "Парк Горького",
    });
    const card = cardInfoSchema.parse(
      (await get(core.url, `/Register/ApiCardInfo?${query}&language=en`)).json,
    );
    expect(card).toMatchObject({
      eventName: "Test Run",
      placesLeft: { state: "few" },
      distance: { value: 10, unit: "km" },
      price: { currentKopecks: 100_000 },
    });
    const offer = contractOfferSchema.parse(
      (await get(core.url, `/Register/ApiGetContractOffer?${query}`)).json,
    );
    expect(offer.title).toContain("Тестовый забег");
    expect(offer.paragraphs.join(" ")).toContain("3.5 %");
    expect(offer.beneficiary.inn).toMatch(/^\d{10,12}$/);

    const clubs = runningClubListSchema.parse(
      (await get(core.url, "/Register/ApiGetRunningClubs")).json,
    );
    expect(clubs.length).toBeGreaterThanOrEqual(10);
    const ru = occupationListSchema.parse(
      (await get(core.url, "/Register/ApiGetOccupations")).json,
    );
    const en = occupationListSchema.parse(
      (await get(core.url, "/Register/ApiGetOccupations?language=en")).json,
    );
    expect(ru.map((o) => o.code)).toEqual(en.map((o) => o.code));
    expect(ru.find((o) => o.code === "medicine")?.name).toBe("Медицина");
    expect(en.find((o) => o.code === "medicine")?.name).toBe("Medicine");
  });

  it("seeds one demo race for each registration case, each naming a real race", async () => {
    for (const key of Object.keys(RACE_REGISTRATION_SEEDS)) {
      const [eventCode, raceCode] = key.split("/");
      const response = await get(
        core.url,
        `/Register/ApiInit?eventCode=${eventCode}&raceCode=${raceCode}`,
      );
      expect(response.status, key).toBe(200);
    }
    const gate = registrationInitSchema.parse(
      (await get(core.url, "/Register/ApiInit?eventCode=pionercup-sokolniki&raceCode=r10")).json,
    );
    expect(gate.promoCodeRequired).toBe(true);
    const notPossible = registrationInitSchema.parse(
      (await get(core.url, "/Register/ApiInit?eventCode=white-nights-marathon&raceCode=r10")).json,
    );
    expect(notPossible.availability.state).toBe("notPossible");
  });

  it("answers 404 for an unknown race and 400 for malformed codes", async () => {
    const unknown = await get(core.url, "/Register/ApiInit?eventCode=no-such-event&raceCode=r10");
    expect(unknown.status).toBe(404);
    const bad = await get(core.url, "/Register/ApiInit?eventCode=%20bad&raceCode=");
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { eventCode: "field.invalid", raceCode: "field.invalid" },
    });
  });
});
