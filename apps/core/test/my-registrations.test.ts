import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import {
  defined,
  myEventRegistrationsSchema,
  myRegistrationsSchema,
  startListResultSchema,
  type MyRegistration,
  type MyRegistrations,
} from "@reg/domain";
import { eventDetails, outboxMessages, payments, races } from "../src/db/schema";
import { readStartList } from "../src/modules/events/event-page/start-list";
import { contentOf } from "../src/outbox/rendered-at-send";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow, type RaceFixture } from "./support/fixtures";
import { payWithCard, startPaymentsCore, stateOf } from "./support/payments";
import { errorOf, get, post, register, signUp } from "./support/registration";

const MINUTE = 60_000;
const CONSENT = "/api/account/registrations/startListConsent";
const RESEND = "/api/account/registrations/resendConfirmation";
const STANDING = "/api/account/registrations/event";

/** Issue 11 item 5: the signed-in person's registrations, their consent and the confirmation's resend. */
describe.each(DRIVERS)("my registrations on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());

  const list = async (cookie: string, language = "ru", offset = 0): Promise<MyRegistrations> => {
    const response = await get(
      core.url,
      `/api/account/registrations?language=${language}&offset=${offset}`,
      cookie,
    );
    expect(response.status).toBe(200);
    return myRegistrationsSchema.parse(response.json);
  };
  const item = (read: MyRegistrations, id: string): MyRegistration | undefined =>
    read.items.find((entry) => entry.id === id);
  const confirm = async (cookie: string, registrationId: string) =>
    expect((await post(core.url, "/Register/Cart", { registrationId }, cookie)).status).toBe(200);
  const paid = async (cookie: string, race: RaceFixture, form: Record<string, unknown> = {}) => {
    const { registrationId } = await register(core.url, cookie, race, form);
    await confirm(cookie, registrationId);
    expect((await payWithCard(core.url, cookie, registrationId)).status).toBe(303);
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
    return registrationId;
  };
  const succeededKopecks = async (registrationId: string): Promise<number> => {
    const rows = await core.server.db
      .select({ amount: payments.amountKopecks })
      .from(payments)
      .where(and(eq(payments.registrationId, registrationId), eq(payments.status, "succeeded")));
    return rows.reduce((sum, row) => sum + row.amount, 0);
  };
  const confirmations = async (registrationId: string) =>
    core.server.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `paymentConfirmation:${registrationId}%`));

  it("lists each state with what was bought and what was paid, upcoming first, past last", async () => {
    now = TEST_NOW;
    const cookie = await signUp(core.url);
    const lapsedRace = await createRaceFixture(core.server.db, { startsAt: daysFromNow(60) });
    const forgottenRace = await createRaceFixture(core.server.db, { startsAt: daysFromNow(50) });
    const lapsed = await register(core.url, cookie, lapsedRace);
    await confirm(cookie, lapsed.registrationId);
    const forgotten = await register(core.url, cookie, forgottenRace);

    // Past both windows (20 minutes): the order reads expired, the draft cancelled.
    now = at(25);
    const shop = await createRaceFixture(core.server.db, {
      startsAt: daysFromNow(40),
      options: [{ code: "tshirt", priceKopecks: 150_000 }],
    });
    const { registrationId: bought } = await register(core.url, cookie, shop);
    for (const [path, body] of [
      ["/Register/ApiAddProductToCart", { registrationId: bought, productCode: "tshirt" }],
      ["/Register/ApiSetProductCount", { RegistrationId: bought, CartItemId: "tshirt", Count: 2 }],
    ] as const)
      expect((await post(core.url, path, body, cookie)).status).toBe(200);
    await confirm(cookie, bought);
    expect((await payWithCard(core.url, cookie, bought)).status).toBe(303);
    const awaitingRace = await createRaceFixture(core.server.db, { startsAt: daysFromNow(10) });
    const awaiting = await register(core.url, cookie, awaitingRace);
    await confirm(cookie, awaiting.registrationId);
    const draftRace = await createRaceFixture(core.server.db, { startsAt: daysFromNow(20) });
    const draft = await register(core.url, cookie, draftRace);
    const pastRace = await createRaceFixture(core.server.db);
    const past = await paid(cookie, pastRace);
    await core.server.db
      .update(races)
      .set({ startsAt: daysFromNow(-3) })
      .where(eq(races.id, pastRace.raceId));

    const read = await list(cookie);
    expect(read.total).toBe(6);
    expect(read.items.map((entry) => entry.id)).toEqual([
      awaiting.registrationId,
      draft.registrationId,
      bought,
      forgotten.registrationId,
      lapsed.registrationId,
      past,
    ]);

    const order = item(read, bought);
    expect(order).toMatchObject({
      kind: "individual",
      state: "paid",
      paymentDeadline: null,
      madeBy: { isMe: true },
      participant: { isMe: true },
      event: { code: shop.eventCode, name: "Тестовый забег", city: "Москва" },
      race: { code: "r10", name: "10 км", distance: { value: 10, unit: "km", meters: 10_000 } },
      lines: [
        { name: "10 км", count: 1, amountKopecks: 100_000 },
        { name: "Опция tshirt", count: 2, amountKopecks: 300_000 },
      ],
      showInStartList: false,
    });
    expect(order?.paidKopecks).toBe(await succeededKopecks(bought));
    // The payment includes the t-shirts and the commission: more than the slot alone.
    expect(order?.paidKopecks).toBeGreaterThan(100_000 + 300_000);
    expect(order?.paidAt).toBe(at(25).toISOString());
    // The lines, the fee (5 % of the slot and the t-shirts) and no discount add up to what was paid.
    expect(order?.totals).toEqual({
      discountKopecks: 0,
      commissionPercent: 5,
      commissionKopecks: 20_000,
      totalKopecks: 420_000,
    });
    expect(order?.paidKopecks).toBe(420_000);
    expect(order?.startPack).toMatchObject({
      qrDataUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as unknown,
      shortCode: bought.replaceAll("-", "").slice(0, 8).toUpperCase(),
    });

    expect(item(read, awaiting.registrationId)).toMatchObject({
      state: "awaitingPayment",
      paymentDeadline: at(45).toISOString(),
      paidKopecks: null,
      paidAt: null,
      startPack: null,
      totals: { commissionKopecks: 5_000, totalKopecks: 105_000 },
    });
    expect(item(read, draft.registrationId)).toMatchObject({
      state: "draft",
      paidKopecks: null,
      startPack: null,
    });
    expect(item(read, lapsed.registrationId)).toMatchObject({
      state: "expired",
      paymentDeadline: null,
      canRepeatPayment: true,
      paidKopecks: null,
    });
    expect(item(read, forgotten.registrationId)).toMatchObject({
      state: "cancelled",
      canRepeatPayment: false,
    });
    expect(item(read, past)).toMatchObject({ state: "paid", canRepeatPayment: false });
    expect(item(read, past)?.paidKopecks).toBe(await succeededKopecks(past));

    const english = await list(cookie, "en");
    expect(item(english, bought)).toMatchObject({
      event: { name: "Test Run", city: "Moscow", location: "Gorky Park" },
      race: { name: "10 km" },
    });
    const second = await list(cookie, "ru", 5);
    expect(second.items.map((entry) => entry.id)).toEqual([past]);
    expect(await list(cookie, "ru", 100)).toMatchObject({ items: [], total: 6 });
  });

  it("neither lists nor changes another person's registration by its id", async () => {
    now = at(30);
    const owner = await signUp(core.url);
    const stranger = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    const id = await paid(owner, race, { showInStartList: true });
    now = at(35);

    expect((await list(stranger)).items.map((entry) => entry.id)).not.toContain(id);
    const consent = await post(
      core.url,
      CONSENT,
      { registrationId: id, showInStartList: false },
      stranger,
    );
    expect(consent.status).toBe(404);
    expect(errorOf(consent).code).toBe("NOT_FOUND");
    const resend = await post(core.url, RESEND, { registrationId: id }, stranger);
    expect(resend.status).toBe(404);
    expect(await confirmations(id)).toHaveLength(1);
    expect(item(await list(owner), id)?.showInStartList).toBe(true);
  });

  it("shows and hides the participant on the start list as the consent changes", async () => {
    now = at(40);
    const cookie = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    const id = await paid(cookie, race, { lastName: "Согласова", firstName: "Ольга" });
    const names = async () =>
      startListResultSchema
        .parse(
          await readStartList(core.server.db, {
            code: race.eventCode,
            language: "ru",
            offset: 0,
            scope: null,
          }),
        )
        .entries.map((entry) => entry.name);
    expect(await names()).toEqual([null]);

    const on = await post(core.url, CONSENT, { registrationId: id, showInStartList: true }, cookie);
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ registrationId: id, showInStartList: true });
    expect(await names()).toEqual(["Согласова Ольга"]);
    expect(item(await list(cookie), id)?.showInStartList).toBe(true);

    await post(core.url, CONSENT, { registrationId: id, showInStartList: false }, cookie);
    expect(await names()).toEqual([null]);
    expect(item(await list(cookie), id)?.showInStartList).toBe(false);
  });

  it("refuses the consent of a registration that is not paid, and bad input, changing nothing", async () => {
    now = at(50);
    const cookie = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    const { registrationId } = await register(core.url, cookie, race);
    const draft = await post(core.url, CONSENT, { registrationId, showInStartList: true }, cookie);
    expect(draft.status).toBe(409);
    expect(errorOf(draft).code).toBe("INVALID_STATE");
    const resend = await post(core.url, RESEND, { registrationId }, cookie);
    expect(errorOf(resend).code).toBe("INVALID_STATE");

    const yes = await post(core.url, CONSENT, { registrationId, showInStartList: "yes" }, cookie);
    expect(yes.status).toBe(400);
    expect(errorOf(yes)).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { showInStartList: "field.invalid" },
    });
    const badId = await post(core.url, RESEND, { registrationId: "42" }, cookie);
    expect(errorOf(badId)).toMatchObject({ fields: { registrationId: "field.invalid" } });
    const badOffset = await get(core.url, "/api/account/registrations?offset=-1", cookie);
    expect(badOffset.status).toBe(400);
    expect(item(await list(cookie), registrationId)?.showInStartList).toBe(false);

    for (const call of [
      get(core.url, "/api/account/registrations"),
      post(core.url, CONSENT, { registrationId, showInStartList: true }),
      post(core.url, RESEND, { registrationId }),
    ])
      expect((await call).status).toBe(401);
  });

  it("changes neither the consent nor sends the confirmation once the race has started", async () => {
    now = at(60);
    const cookie = await signUp(core.url);
    const race = await createRaceFixture(core.server.db, { startsAt: at(24 * 60) });
    const id = await paid(cookie, race);
    now = new Date(at(24 * 60).getTime() + MINUTE);
    const consent = await post(
      core.url,
      CONSENT,
      { registrationId: id, showInStartList: true },
      cookie,
    );
    expect([consent.status, errorOf(consent).code]).toEqual([409, "INVALID_STATE"]);
    const resend = await post(core.url, RESEND, { registrationId: id }, cookie);
    expect([resend.status, errorOf(resend).code]).toEqual([409, "INVALID_STATE"]);
    expect(item(await list(cookie), id)?.showInStartList).toBe(false);
    expect(await confirmations(id)).toHaveLength(1);
  });

  it("queues the confirmation once more, and refuses a second one within a minute", async () => {
    now = at(60);
    const cookie = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    const id = await paid(cookie, race);
    const [original] = await confirmations(id);
    expect(original).toBeDefined();

    // The payment's own confirmation counts: a resend right after paying waits.
    const early = await post(core.url, RESEND, { registrationId: id }, cookie);
    expect(early.status).toBe(429);
    expect(errorOf(early).code).toBe("TOO_MANY_ATTEMPTS");
    expect(await confirmations(id)).toHaveLength(1);

    now = at(62);
    const resent = await post(core.url, RESEND, { registrationId: id }, cookie);
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ ok: true });
    const after = await confirmations(id);
    expect(after).toHaveLength(2);
    const copy = after.find((message) => message.dedupeKey !== original?.dedupeKey);
    expect(copy).toMatchObject({
      kind: "paymentConfirmation",
      facts: original?.facts,
      recipient: original?.recipient,
      sentAt: null,
    });
    // The copy says what the original says: the facts of the payment, rendered the same way.
    const rendered = contentOf(defined(copy));
    expect(rendered).toEqual(contentOf(defined(original)));
    expect(rendered.text).toContain(id);

    now = new Date(at(62).getTime() + 30_000);
    const quick = await post(core.url, RESEND, { registrationId: id }, cookie);
    expect(quick.status).toBe(429);
    expect(await confirmations(id)).toHaveLength(2);

    now = at(63.5);
    expect((await post(core.url, RESEND, { registrationId: id }, cookie)).status).toBe(200);
    expect(await confirmations(id)).toHaveLength(3);
  });

  it("gives the start pack's place and pickup times with the QR code", async () => {
    now = at(70);
    const cookie = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    await core.server.db.insert(eventDetails).values({
      eventId: race.eventId,
      startPackPlaceRu: "Экспо",
      startPackPlaceEn: "Expo",
      startPackAddressRu: "Москва, Крымский Вал, 9",
      startPackAddressEn: "9 Krymsky Val, Moscow",
      startPackNoteRu: "Возьмите паспорт",
      startPackNoteEn: "Bring your passport",
      startPackWindows: [{ startsAt: "2030-05-01T07:00:00.000Z", endsAt: "2030-05-01T17:00:00Z" }],
    });
    const id = await paid(cookie, race);
    expect(item(await list(cookie, "en"), id)?.startPack).toMatchObject({
      place: "Expo",
      address: "9 Krymsky Val, Moscow",
      note: "Bring your passport",
      windows: [{ startsAt: "2030-05-01T07:00:00.000Z", endsAt: "2030-05-01T17:00:00.000Z" }],
    });
    expect(item(await list(cookie, "ru"), id)?.startPack?.place).toBe("Экспо");
  });

  it("answers the person's own standing at one event, never another's", async () => {
    now = at(80);
    const owner = await signUp(core.url);
    const stranger = await signUp(core.url);
    const race = await createRaceFixture(core.server.db);
    const standing = async (cookie: string, eventCode: string) => {
      const response = await get(core.url, `${STANDING}?eventCodes=${eventCode}`, cookie);
      expect(response.status).toBe(200);
      return myEventRegistrationsSchema.parse(response.json).items;
    };
    expect(await standing(owner, race.eventCode)).toEqual([]);

    const { registrationId } = await register(core.url, owner, race);
    expect(await standing(owner, race.eventCode)).toEqual([
      {
        registrationId,
        eventCode: race.eventCode,
        raceCode: race.raceCode,
        state: "draft",
        paymentDeadline: at(100).toISOString(),
        canRepeatPayment: false,
      },
    ]);
    await confirm(owner, registrationId);
    expect((await standing(owner, race.eventCode))[0]?.state).toBe("awaitingPayment");
    // Another person sees nothing of it, whatever event code they try.
    expect(await standing(stranger, race.eventCode)).toEqual([]);

    // Past its window the order reads expired, and may be paid again while the race has room.
    now = at(105);
    expect(await standing(owner, race.eventCode)).toMatchObject([
      { registrationId, state: "expired", paymentDeadline: null, canRepeatPayment: true },
    ]);
    expect(await standing(owner, "no-such-event")).toEqual([]);
    // Several events in one read (a tenant's home): each item says its event.
    const other = await createRaceFixture(core.server.db);
    const second = await register(core.url, owner, other);
    expect(
      (await standing(owner, `${race.eventCode},${other.eventCode}`)).map((entry) => [
        entry.eventCode,
        entry.registrationId,
      ]),
    ).toEqual([
      [other.eventCode, second.registrationId],
      [race.eventCode, registrationId],
    ]);
    const tooMany = Array.from({ length: 51 }, (_, index) => `e${index}`).join(",");
    expect((await get(core.url, `${STANDING}?eventCodes=${tooMany}`, owner)).status).toBe(400);

    const bad = await get(core.url, `${STANDING}?eventCodes=${encodeURIComponent("a b")}`, owner);
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ fields: { "eventCodes.0": "field.invalid" } });
    expect((await get(core.url, `${STANDING}?eventCodes=${race.eventCode}`)).status).toBe(401);
  });
});
