import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { UNSAFE_TEXT_SAMPLES } from "@reg/domain";
import { promoCodes, races, registrations } from "../src/db/schema";
import type { CoreDb } from "../src/index";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { signedInPeople } from "./support/people";
import { errorOf, get, post, register, validParticipant } from "./support/registration";

/*
 * Issue 12, item 21, defence in depth: core checks its legacy calls with the same domain schemas
 * as the BFF, so text holding NUL, control characters, lone surrogates or bidi overrides sent to
 * core directly is a 400 naming the field — never the 500 PostgreSQL's refusal used to give — and
 * nothing is stored. Item 24: the list's paging numbers in the query string are plain digits.
 */

async function state(db: CoreDb) {
  return {
    races: await db.select({ id: races.id, taken: races.taken }).from(races).orderBy(asc(races.id)),
    promos: await db
      .select({ id: promoCodes.id, used: promoCodes.used })
      .from(promoCodes)
      .orderBy(asc(promoCodes.id)),
    registrations: await db.select().from(registrations).orderBy(asc(registrations.id)),
  };
}

/** No lone surrogate (String.prototype.isWellFormed is ES2024, past this package's lib). */
function isWellFormed(value: string): boolean {
  return !/\p{Cs}/u.test(value);
}

/**
 * A query-string value: encodeURIComponent refuses lone surrogates, so those go as the bytes a
 * careless client would send (the surrogate's own three-byte form, which is not UTF-8).
 */
function inQuery(value: string): string {
  if (isWellFormed(value)) return encodeURIComponent(value);
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

const FORM_FIELDS = [
  "region",
  "city",
  "street",
  "building",
  "apartment",
  "profession",
  "promoCode",
  "club",
  "lastName",
] as const;

describe.each(DRIVERS)("hostile text sent to core directly on %s", (driver) => {
  let core: RunningCore;
  let race: RaceFixture;
  let person: string;
  let draftId: string;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
    race = await createRaceFixture(core.server.db, { promos: [{ code: "TEN", percent: 10 }] });
    [person] = (await signedInPeople(core.server.db, 1)) as [string];
    draftId = (await register(core.url, person, race, { noClub: true })).registrationId;
  });
  afterAll(() => core.close());

  it("refuses it in every free-text field of a new registration and of an update, with the field's message", async () => {
    const before = await state(core.server.db);
    for (const sample of UNSAFE_TEXT_SAMPLES) {
      for (const field of FORM_FIELDS) {
        for (const extra of [{}, { registrationId: draftId }]) {
          const response = await post(
            core.url,
            "/Register/ApiSaveRegistration",
            {
              ...race,
              ...validParticipant(),
              noClub: false,
              club: "Club",
              ...extra,
              [field]: sample,
            },
            person,
          );
          expect([field, sample, response.status]).toEqual([field, sample, 400]);
          const body = errorOf(response);
          expect(body.code).toBe("VALIDATION_FAILED");
          expect(body.fields?.[field], `${field} ${JSON.stringify(sample)}`).toMatch(
            /^(text\.unsafeCharacters|place\.invalid|field\.lettersOnly)$/,
          );
        }
      }
      const answers = await post(
        core.url,
        "/Register/ApiSaveRegistration",
        { ...race, ...validParticipant(), answers: { q1: sample } },
        person,
      );
      expect(answers.status).toBe(400);
    }
    expect(await state(core.server.db)).toEqual(before);
  });

  it("refuses it as a promo code to check or apply, and as a search of the event list", async () => {
    const before = await state(core.server.db);
    const query = `eventCode=${race.eventCode}&raceCode=${race.raceCode}`;
    for (const sample of UNSAFE_TEXT_SAMPLES) {
      const check = await post(
        core.url,
        `/Register/CheckPromoCode?${query}`,
        JSON.stringify(sample),
        person,
      );
      expect([sample, check.status, errorOf(check).fields]).toEqual([
        sample,
        400,
        { promoCode: "text.unsafeCharacters" },
      ]);
      const apply = await post(
        core.url,
        "/Register/ApiApplyDiscountCode",
        { registrationId: draftId, promoCode: sample },
        person,
      );
      expect([sample, apply.status, errorOf(apply).fields]).toEqual([
        sample,
        400,
        { promoCode: "text.unsafeCharacters" },
      ]);
      // A query string cannot carry a lone surrogate: its bytes decode to U+FFFD or are refused, never a 500.
      const form = await get(
        core.url,
        `/Register/ApiRegistration?${query}&promoCode=${inQuery(sample)}`,
        person,
      );
      const list = await get(
        core.url,
        `/api/events/listFilter?language=ru&search=${inQuery(sample)}`,
      );
      if (isWellFormed(sample)) {
        expect([sample, form.status, errorOf(form).fields]).toEqual([
          sample,
          400,
          { promoCode: "text.unsafeCharacters" },
        ]);
        expect([sample, list.status, errorOf(list).fields]).toEqual([
          sample,
          400,
          { search: "text.unsafeCharacters" },
        ]);
      } else {
        expect([sample, form.status < 500, list.status < 500]).toEqual([sample, true, true]);
      }
    }
    expect(await state(core.server.db)).toEqual(before);
  });

  it("refuses it in sign-up, login and a password reset's request with 400 (or the rate limit's 429), never 500", async () => {
    const before = await state(core.server.db);
    // The account routes are rate-limited per address: a refusal may be the limit's.
    const refused = (status: number): string =>
      status === 400 || status === 429 ? "refused" : String(status);
    const signUpBody = {
      email: "hostile@example.com",
      password: "long-enough-1",
      firstName: "Анна",
      lastName: "Петрова",
      language: "ru",
    };
    for (const sample of UNSAFE_TEXT_SAMPLES) {
      for (const field of ["email", "password", "firstName", "lastName"] as const) {
        const signUp = await post(core.url, "/api/account/signUp", {
          ...signUpBody,
          [field]: field === "password" ? `long-enough-${sample}` : sample,
        });
        expect([field, sample, refused(signUp.status)]).toEqual([field, sample, "refused"]);
      }
      for (const body of [
        { email: sample, password: "long-enough-1" },
        { email: "hostile@example.com", password: sample },
      ]) {
        const login = await post(core.url, "/api/account/login", body);
        expect([sample, refused(login.status)]).toEqual([sample, "refused"]);
      }
      const reset = await post(core.url, "/api/account/requestPasswordReset", { email: sample });
      expect([sample, refused(reset.status)]).toEqual([sample, "refused"]);
    }
    expect(await state(core.server.db)).toEqual(before);
  });

  it("takes the list's limit and offset only as plain digits within bounds", async () => {
    expect(
      (await get(core.url, "/api/events/listFilter?language=ru&limit=5&offset=0")).status,
    ).toBe(200);
    for (const bad of [
      "limit=",
      "limit=1e2",
      "limit=0x10",
      "limit=5.0",
      "limit=%205",
      "limit=101",
      "limit=0",
      "offset=-1",
      "offset=10001",
      "limit=5&limit=6",
    ]) {
      const response = await get(core.url, `/api/events/listFilter?language=ru&${bad}`);
      expect([bad, response.status, errorOf(response).code]).toEqual([
        bad,
        400,
        "VALIDATION_FAILED",
      ]);
    }
  });
});
