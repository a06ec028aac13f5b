import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startListResultSchema, type StartListResult } from "@reg/domain";
import { registrations } from "../src/db/schema";
import { readStartList } from "../src/modules/events/event-page/start-list";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { payWithCard, startPaymentsCore, stateOf } from "./support/payments";
import { post, register, signUp } from "./support/registration";

/** A person registers with these form values, confirms the cart and, unless told not to, pays by card. */
async function registerAndPay(
  core: RunningCore,
  race: RaceFixture,
  form: Record<string, unknown>,
  pay = true,
): Promise<string> {
  const cookie = await signUp(core.url);
  const { registrationId } = await register(core.url, cookie, race, form);
  expect((await post(core.url, "/Register/Cart", { registrationId }, cookie)).status).toBe(200);
  if (pay) expect((await payWithCard(core.url, cookie, registrationId)).status).toBe(303);
  return registrationId;
}

describe.each(DRIVERS)("a registration on the start list on %s", (driver) => {
  let core: RunningCore;
  let race: RaceFixture;
  const list = async (search?: string, language: "ru" | "en" = "ru"): Promise<StartListResult> =>
    startListResultSchema.parse(
      await readStartList(core.server.db, {
        code: race.eventCode,
        language,
        offset: 0,
        scope: null,
        ...(search ? { search } : {}),
      }),
    );

  beforeAll(async () => {
    core = await startPaymentsCore(driver);
    race = await createRaceFixture(core.server.db);
  });
  afterAll(() => core.close());

  it("lists a paid registration with consent with its data, one without consent hidden, an unpaid one not at all", async () => {
    const shown = await registerAndPay(core, race, {
      lastName: "Открытова",
      firstName: "Мария",
      noClub: false,
      club: "Бегущий город",
      city: "Казань",
      birthDate: "1988-03-04",
      showInStartList: true,
    });
    const hidden = await registerAndPay(core, race, {
      lastName: "Скрытный",
      firstName: "Пётр",
      gender: "male",
      city: "Тверь",
    });
    await registerAndPay(core, race, { lastName: "Неоплатов", showInStartList: true }, false);
    expect(await stateOf(core.server.db, shown)).toBe("paid");

    const read = await list();
    expect(read.total).toBe(2);
    expect(read.entries).toContainEqual({
      bib: null,
      raceCode: "r10",
      hidden: false,
      name: "Открытова Мария",
      club: "Бегущий город",
      city: "Казань",
      birthYear: 1988,
      gender: "female",
    });
    expect(read.entries).toContainEqual({
      bib: null,
      raceCode: "r10",
      hidden: true,
      name: null,
      club: null,
      city: null,
      birthYear: null,
      gender: null,
    });
    expect((await list(undefined, "en")).entries.map((e) => e.name)).toContain("Мария Открытова");
    const json = JSON.stringify(read);
    for (const secret of ["Скрытный", "Тверь", "Неоплатов"]) expect(json).not.toContain(secret);
    expect(hidden).not.toBe(shown);
  });

  it("finds the shown person by name, club and city, and nobody by the hidden one's", async () => {
    expect((await list("открытова")).entries.map((e) => e.name)).toEqual(["Открытова Мария"]);
    expect((await list("бегущий")).total).toBe(1);
    expect((await list("Казань")).total).toBe(1);
    expect(await list("Скрытный")).toMatchObject({ total: 0, entries: [] });
    expect((await list("Тверь")).total).toBe(0);
    expect((await list("Неоплатов")).total).toBe(0);
  });

  it("drops a registration once it is no longer paid (cancelled or refunded)", async () => {
    const other = await createRaceFixture(core.server.db);
    const id = await registerAndPay(core, other, { lastName: "Отменов", showInStartList: true });
    const read = () =>
      readStartList(core.server.db, {
        code: other.eventCode,
        language: "ru",
        offset: 0,
        scope: null,
      });
    expect((await read()).entries.map((e) => e.name)).toEqual(["Отменов Анна"]);
    await core.server.db
      .update(registrations)
      .set({ state: "cancelled", paidAt: null })
      .where(eq(registrations.id, id));
    expect(await read()).toMatchObject({ total: 0, entries: [] });
  });

  it("refuses a consent that is not a yes or no with the field's message", async () => {
    const cookie = await signUp(core.url);
    const response = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      {
        eventCode: race.eventCode,
        raceCode: race.raceCode,
        lastName: "Иванов",
        showInStartList: "yes",
      },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain('"showInStartList":"field.invalid"');
  });
});
