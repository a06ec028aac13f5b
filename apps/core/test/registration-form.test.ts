import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  completePhoneResultSchema,
  registrationFormSchema,
  savedRegistrationSchema,
  defined,
} from "@reg/domain";
import { promoCodes, races, registrations } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { errorOf, get, post, register, signUp, validParticipant } from "./support/registration";

const MINUTE = 60_000;

describe.each(DRIVERS)("the participant form on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, { now: () => now, sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  const save = (cookie: string, body: Record<string, unknown>) =>
    post(core.url, "/Register/ApiSaveRegistration", body, cookie);
  const takenOf = async (raceId: number) =>
    (await core.server.db.select({ taken: races.taken }).from(races).where(eq(races.id, raceId)))[0]
      ?.taken;

  it("creates a draft that holds its slot for 20 minutes, with the price of the tier in force", async () => {
    const race = await createRaceFixture(core.server.db, { capacity: 10 });
    const cookie = await signUp(core.url);
    const response = await save(cookie, {
      eventCode: race.eventCode,
      raceCode: race.raceCode,
      ...validParticipant({ documentType: "21", documentNumber: "45 06 123456" }),
    });
    expect(response.status).toBe(200);
    const saved = savedRegistrationSchema.parse(response.json);
    expect(saved).toMatchObject({
      state: "draft",
      createdAt: TEST_NOW.toISOString(),
      paymentDeadline: new Date(TEST_NOW.getTime() + 20 * MINUTE).toISOString(),
    });
    expect(await takenOf(race.raceId)).toBe(1);
    const [row] = await core.server.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, saved.registrationId));
    expect(row).toMatchObject({
      state: "draft",
      slotPriceKopecks: 100_000,
      commissionBasisPoints: 500,
      documentType: "21",
      documentNumber: "4506123456",
    });
    expect(row?.participant).toMatchObject({
      email: "runner@example.com",
      gender: "female",
      noClub: true,
    });
  });

  it("gives the saved form back, and updates it in place without taking another slot", async () => {
    const race = await createRaceFixture(core.server.db);
    const cookie = await signUp(core.url);
    const saved = await register(core.url, cookie, race, { club: "Бегущий город", noClub: false });
    const form = registrationFormSchema.parse(
      (
        await get(
          core.url,
          `/Register/ApiRegistration?eventCode=${race.eventCode}&raceCode=r10`,
          cookie,
        )
      ).json,
    );
    expect(form).toMatchObject({
      registrationId: saved.registrationId,
      state: "draft",
      promoCode: null,
      participant: { club: "Бегущий город", city: "Москва" },
    });

    const update = await save(cookie, {
      registrationId: saved.registrationId,
      eventCode: race.eventCode,
      raceCode: "r10",
      ...validParticipant({ city: "Химки" }),
    });
    expect(update.status).toBe(200);
    expect(savedRegistrationSchema.parse(update.json).registrationId).toBe(saved.registrationId);
    expect(await takenOf(race.raceId)).toBe(1);
    const again = registrationFormSchema.parse(
      (
        await get(
          core.url,
          `/Register/ApiRegistration?eventCode=${race.eventCode}&raceCode=r10`,
          cookie,
        )
      ).json,
    );
    expect(again.participant.city).toBe("Химки");
  });

  it("prefills a new form from the account and the person's last registration", async () => {
    const cookie = await signUp(core.url);
    const phone = await post(
      core.url,
      "/Register/ApiCompletePhone",
      { phone: " +7 (926) 555-11-22 " },
      cookie,
    );
    expect(phone.status).toBe(200);
    expect(completePhoneResultSchema.parse(phone.json)).toEqual({ phone: "+7 (926) 555-11-22" });
    const first = await createRaceFixture(core.server.db);
    await register(core.url, cookie, first, {
      postcode: "101000",
      documentType: "10",
      documentNumber: "AB123",
    });
    const second = await createRaceFixture(core.server.db);
    const form = registrationFormSchema.parse(
      (
        await get(
          core.url,
          `/Register/ApiRegistration?eventCode=${second.eventCode}&raceCode=r10&promoCode=SPRING&relayPosition=2`,
          cookie,
        )
      ).json,
    );
    expect(form).toMatchObject({
      registrationId: null,
      state: null,
      promoCode: "SPRING",
      relayPosition: 2,
    });
    expect(form.participant).toMatchObject({
      firstName: "Анна",
      lastName: "Петрова",
      phone: "+7 (926) 555-11-22",
      postcode: "101000",
      documentType: "10",
      documentNumber: "AB123",
    });
    expect(form.participant.agreeTerms).toBeUndefined();
  });

  it("reports every participant-form message at its field, all at once, and takes nothing", async () => {
    const race = await createRaceFixture(core.server.db, {
      form: {
        specialCategories: ["veteran"],
        startPackets: ["S", "M"],
        requireDocument: true,
        questions: [
          { id: "pace", required: true, textRu: "Темп", textEn: "Pace", choices: ["fast", "slow"] },
        ],
      },
    });
    const cookie = await signUp(core.url);
    const response = await save(cookie, {
      eventCode: race.eventCode,
      raceCode: "r10",
      email: "иван@почта.рф",
      lastName: "Петрова1",
      firstName: "",
      birthDate: "1990-02-30",
      gender: "unknown",
      country: "Russia",
      region: "",
      city: "",
      street: "",
      building: "",
      apartment: "—",
      postcode: "!",
      phone: "call me",
      emergencyPhone: "123",
      specialCategory: "vip",
      answers: { pace: "medium", extra: "x" },
      agreeTerms: false,
      relayPosition: 1,
    });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toEqual({
      code: "VALIDATION_FAILED",
      fields: {
        email: "email.cyrillic",
        lastName: "field.lettersOnly",
        firstName: "field.required",
        birthDate: "birthDate.invalid",
        gender: "field.required",
        country: "field.invalid",
        region: "region.required",
        city: "city.required",
        street: "street.required",
        building: "house.required",
        apartment: "apartment.invalid",
        postcode: "postcode.invalid",
        phone: "phone.invalid",
        emergencyPhone: "phone.invalid",
        club: "field.required",
        documentType: "documentType.notSelected",
        specialCategory: "field.invalid",
        startPacket: "field.required",
        "answers.pace": "field.invalid",
        "answers.extra": "field.invalid",
        agreeTerms: "agreement.terms",
        agreeRules: "agreement.rules",
        agreeMedical: "agreement.medical",
        receiptConsent: "receiptConsent.required",
        relayPosition: "field.invalid",
      },
    });
    expect(await takenOf(race.raceId)).toBe(0);
  });

  it("checks the document number against its type's mask and length", async () => {
    const race = await createRaceFixture(core.server.db);
    const cookie = await signUp(core.url);
    const base = { eventCode: race.eventCode, raceCode: "r10" };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { documentType: "21", documentNumber: "45 06 12345" },
        { documentNumber: "document.invalid" },
      ],
      [
        { documentType: "07", documentNumber: "12 1234567" },
        { documentNumber: "document.invalid" },
      ],
      [{ documentType: "24", documentNumber: "1234567890" }, { documentNumber: "field.tooLong" }],
      [{ documentType: "10", documentNumber: "" }, { documentNumber: "field.required" }],
      [{ documentType: "99", documentNumber: "1" }, { documentType: "documentType.notSelected" }],
      [{ documentNumber: "AB123" }, { documentType: "documentType.notSelected" }],
      [
        { email: "", phone: "", birthDate: "", postcode: "" },
        {
          email: "email.required",
          phone: "phone.required",
          birthDate: "birthDate.required",
          postcode: "postcode.required",
        },
      ],
      [
        { email: "a@b", lastName: 5 },
        { email: "email.invalid", lastName: "string.expected" },
      ],
    ];
    for (const [change, fields] of cases) {
      const response = await save(cookie, { ...base, ...validParticipant(change) });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(errorOf(response).fields, JSON.stringify(change)).toEqual(fields);
    }
    expect(await takenOf(race.raceId)).toBe(0);
  });

  it("takes a relay position on a relay race, within its stages", async () => {
    const race = await createRaceFixture(core.server.db, { relayStages: 4 });
    const cookie = await signUp(core.url);
    const over = await save(cookie, {
      eventCode: race.eventCode,
      raceCode: "r10",
      relayPosition: 5,
      ...validParticipant(),
    });
    expect(errorOf(over)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { relayPosition: "field.invalid" },
    });
    const saved = await register(core.url, cookie, race, { relayPosition: 4 });
    const [row] = await core.server.db
      .select({ relay: registrations.relayPosition })
      .from(registrations)
      .where(eq(registrations.id, saved.registrationId));
    expect(row?.relay).toBe(4);
  });

  it("refuses a second live registration of the same person for the same race", async () => {
    const race = await createRaceFixture(core.server.db);
    const cookie = await signUp(core.url);
    await register(core.url, cookie, race);
    const second = await save(cookie, {
      eventCode: race.eventCode,
      raceCode: "r10",
      ...validParticipant(),
    });
    expect(second.status).toBe(409);
    expect(errorOf(second)).toEqual({ code: "ALREADY_REGISTERED" });
    expect(await takenOf(race.raceId)).toBe(1);
  });

  it("lets the person register again once the old draft's window closed, even unswept", async () => {
    const race = await createRaceFixture(core.server.db, { capacity: 1 });
    const cookie = await signUp(core.url);
    const old = await register(core.url, cookie, race);
    now = new Date(TEST_NOW.getTime() + 21 * MINUTE);
    try {
      const fresh = await register(core.url, cookie, race);
      expect(fresh.registrationId).not.toBe(old.registrationId);
      expect(await takenOf(race.raceId)).toBe(1);
      const [oldRow] = await core.server.db
        .select()
        .from(registrations)
        .where(eq(registrations.id, old.registrationId));
      expect(oldRow?.state).toBe("cancelled");
    } finally {
      now = TEST_NOW;
    }
  });

  it("says sold out when no slot is left, and closed when the race takes no registrations", async () => {
    const full = await createRaceFixture(core.server.db, { capacity: 1, taken: 1 });
    const cookie = await signUp(core.url);
    const soldOut = await save(cookie, {
      eventCode: full.eventCode,
      raceCode: "r10",
      ...validParticipant(),
    });
    expect(soldOut.status).toBe(409);
    expect(errorOf(soldOut)).toEqual({ code: "SOLD_OUT" });
    for (const options of [
      { closesAt: daysFromNow(-1), opensAt: daysFromNow(-5) },
      { opensAt: daysFromNow(1) },
      { onlineRegistration: false },
    ]) {
      const race = await createRaceFixture(core.server.db, options);
      const closed = await save(cookie, {
        eventCode: race.eventCode,
        raceCode: "r10",
        ...validParticipant(),
      });
      expect(closed.status).toBe(409);
      expect(errorOf(closed)).toEqual({ code: "REGISTRATION_CLOSED" });
      expect(await takenOf(race.raceId)).toBe(0);
    }
  });

  it("holds the promo gate: a valid code is needed and its use is taken with the slot", async () => {
    const race = await createRaceFixture(core.server.db, {
      promoRequired: true,
      promos: [
        { code: "GATE", percent: 10, maxUses: 1 },
        { code: "LATER", percent: 10, validFrom: daysFromNow(1) },
        { code: "GONE", percent: 10, validUntil: daysFromNow(-1) },
      ],
    });
    const other = await createRaceFixture(core.server.db, {
      promos: [{ code: "ELSEWHERE", percent: 10 }],
    });
    const cookie = await signUp(core.url);
    const attempt = (promoCode?: string) =>
      save(cookie, {
        eventCode: race.eventCode,
        raceCode: "r10",
        promoCode,
        ...validParticipant(),
      });
    expect(errorOf(await attempt())).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.empty" },
    });
    expect(errorOf(await attempt("NOPE"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.notFound" },
    });
    expect(errorOf(await attempt("ELSEWHERE"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.notFound" },
    });
    expect(errorOf(await attempt("later"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.notStarted" },
    });
    expect(errorOf(await attempt("GONE"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.expired" },
    });
    expect(await takenOf(race.raceId)).toBe(0);
    expect(other.eventCode).not.toBe(race.eventCode);

    const ok = await attempt(" gate ");
    expect(ok.status).toBe(200);
    const used = async () =>
      (
        await core.server.db
          .select({ used: promoCodes.used })
          .from(promoCodes)
          .where(eq(promoCodes.id, defined(race.promoIds.GATE)))
      )[0]?.used;
    expect(await used()).toBe(1);
    // The only use is taken: the next person is told the code is no longer good here.
    const late = await save(await signUp(core.url), {
      eventCode: race.eventCode,
      raceCode: "r10",
      promoCode: "GATE",
      ...validParticipant(),
    });
    expect(errorOf(late)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.usedUp" },
    });
    expect(await takenOf(race.raceId)).toBe(1);
    expect(await used()).toBe(1);
  });

  it("answers 401 without a session, 404 for another person's registration, and keeps the form of an order being paid", async () => {
    const race = await createRaceFixture(core.server.db);
    const owner = await signUp(core.url);
    const saved = await register(core.url, owner, race);
    const body = {
      registrationId: saved.registrationId,
      eventCode: race.eventCode,
      raceCode: "r10",
      ...validParticipant({ city: "Тверь" }),
    };
    expect((await post(core.url, "/Register/ApiSaveRegistration", body)).status).toBe(401);
    expect(
      (await get(core.url, `/Register/ApiRegistration?eventCode=${race.eventCode}&raceCode=r10`))
        .status,
    ).toBe(401);
    const stranger = await save(await signUp(core.url), body);
    expect(stranger.status).toBe(404);
    await post(core.url, "/Register/Cart", { registrationId: saved.registrationId }, owner);
    const frozen = await save(owner, body);
    expect(frozen.status).toBe(409);
    expect(errorOf(frozen)).toEqual({ code: "INVALID_STATE" });
    now = new Date(TEST_NOW.getTime() + 20 * MINUTE);
    try {
      expect(errorOf(await save(owner, body))).toEqual({ code: "REGISTRATION_EXPIRED" });
    } finally {
      now = TEST_NOW;
    }
    const [row] = await core.server.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, saved.registrationId));
    expect(row?.participant).toMatchObject({ city: "Москва" });
  });
});
