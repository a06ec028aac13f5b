import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  defined,
  formatRub,
  myRegistrationsSchema,
  PAY_TOGETHER_MAX,
  type PayTogetherOrder,
} from "@reg/domain";
import { outboxMessages, races, registrations } from "../src/db/schema";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import {
  mailsAbout,
  payByCard,
  payInfoOf,
  payWithCard,
  postForm,
  providerIdOf,
  qrStatus,
  SANDBOX_TEST_CARDS,
  sendCallback,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import {
  addRaceToEvent,
  confirmedOrder,
  createChild,
  itemsOf,
  paymentCounts,
  paymentRowOf,
  savePayTogether,
  savePayTogetherRaw,
} from "./support/pay-together";
import { signedInPeople } from "./support/people";
import { errorOf, get, post, signUp, validParticipant } from "./support/registration";
import { createRelayFixture, createTeam, join, rosterOf } from "./support/teams";
import { buy } from "./gifts-support";

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);
const DEADLINE = at(20).toISOString();
const byId = (orders: readonly PayTogetherOrder[]) =>
  [...orders].sort((a, b) => a.registrationId.localeCompare(b.registrationId));

/**
 * Paying several orders in one payment (decision 0032): a parent's own and their children's, a
 * captain's own and the team's shares; what may be named, and settling all of them or none.
 */
describe.each(DRIVERS)("paying together on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const taken = async (race: RaceFixture) =>
    (await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]?.n;

  /** A parent with their own order for `race` and one for each child of `children` (race given). */
  async function family(children: { name: string; race: RaceFixture }[], race: RaceFixture) {
    const parent = await signUp(core.url);
    const own = await confirmedOrder(core.url, parent, race);
    const kids: string[] = [];
    for (const child of children) {
      const email = await createChild(core.url, parent, child.name);
      kids.push(
        await confirmedOrder(core.url, parent, child.race, {
          participantEmail: email,
          firstName: child.name,
        }),
      );
    }
    return { parent, own, kids };
  }

  it("a parent pays their own and two children's orders in one payment of the sum: all paid, each confirmed with its own amount", async () => {
    now = TEST_NOW;
    const long = await createRaceFixture(db());
    const short = await addRaceToEvent(db(), long, "r5", 60_000);
    const { parent, own, kids } = await family(
      [
        { name: "Маша", race: long },
        { name: "Саша", race: short },
      ],
      long,
    );
    const [masha, sasha] = [defined(kids[0]), defined(kids[1])];

    const info = await payInfoOf(core.url, parent, own);
    expect(byId(info.payTogether)).toEqual(
      byId([
        {
          registrationId: masha,
          participantName: "Маша Петрова",
          raceCode: "r10",
          raceName: "10 км",
          reason: "mine",
          amountKopecks: 105_000,
          paymentDeadline: DEADLINE,
        },
        {
          registrationId: sasha,
          participantName: "Саша Петрова",
          raceCode: "r5",
          raceName: "5 км",
          reason: "mine",
          amountKopecks: 63_000,
          paymentDeadline: DEADLINE,
        },
      ]),
    );
    // Each candidate's amount is what its own payment step asks.
    expect((await payInfoOf(core.url, parent, sasha)).amountKopecks).toBe(63_000);
    // From a child's order, the parent's own is one of them too.
    const fromChild = await payInfoOf(core.url, parent, masha, "en");
    expect(
      Object.fromEntries(
        fromChild.payTogether.map((o) => [o.registrationId, [o.participantName, o.raceName]]),
      ),
    ).toEqual({ [own]: ["Анна Петрова", "10 km"], [sasha]: ["Саша Петрова", "5 km"] });

    const before = await paymentCounts(db());
    const started = await savePayTogether(core.url, parent, own, [masha, sasha]);
    if (started.kind !== "redirect") throw new Error(`expected a redirect, got ${started.kind}`);
    expect(await paymentCounts(db())).toEqual({
      payments: before.payments + 1,
      items: before.items + 3,
      sandbox: before.sandbox + 1,
    });
    expect(await paymentRowOf(db(), started.paymentId)).toMatchObject({
      status: "pending",
      amount_kopecks: 273_000,
    });
    expect(await itemsOf(db(), started.paymentId)).toEqual({
      [own]: 105_000,
      [masha]: 105_000,
      [sasha]: 63_000,
    });
    const page = await get(core.url, started.url);
    expect(page.text).toContain(formatRub(273_000, "ru"));

    const back = await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/${long.eventCode}/r10/register/success?registrationId=${own}`,
    );
    for (const id of [own, masha, sasha]) expect(await stateOf(db(), id)).toBe("paid");
    expect(await paymentCounts(db())).toMatchObject({ payments: before.payments + 1 });
    expect([await taken(long), await taken(short)]).toEqual([2, 1]);

    // One confirmation per order, each with its own amount; a notice to each child.
    for (const [id, amount] of [
      [own, 105_000],
      [masha, 105_000],
      [sasha, 63_000],
    ] as const) {
      const mails = await mailsAbout(db(), id);
      const confirmation = defined(mails.find((m) => m.kind === "paymentConfirmation"));
      expect(confirmation.textBody).toContain(formatRub(amount, "ru"));
      expect(confirmation.textBody).not.toContain(formatRub(273_000, "ru"));
      expect(mails.map((m) => m.kind).sort()).toEqual(
        id === own ? ["paymentConfirmation"] : ["friendRegistered", "paymentConfirmation"],
      );
    }

    // Every order's result page reads the payment, with its own part.
    for (const [id, amount] of [
      [own, 105_000],
      [masha, 105_000],
      [sasha, 63_000],
    ] as const)
      expect(await payInfoOf(core.url, parent, id)).toMatchObject({
        state: "paid",
        result: "success",
        lastAttempt: { paymentId: started.paymentId, status: "succeeded", amountKopecks: amount },
        payTogether: [],
      });
    const mine = myRegistrationsSchema.parse(
      (await get(core.url, "/api/account/registrations?language=ru", parent)).json,
    );
    expect(
      Object.fromEntries(
        mine.items
          .filter((i) => [own, masha, sasha].includes(i.id))
          .map((i) => [i.id, i.paidKopecks]),
      ),
    ).toEqual({ [own]: 105_000, [masha]: 105_000, [sasha]: 63_000 });
    // A second press answers success and writes nothing.
    expect(await savePayTogether(core.url, parent, own, [masha, sasha])).toEqual({
      kind: "result",
      state: "success",
    });
    expect(await paymentCounts(db())).toMatchObject({ payments: before.payments + 1 });
  });

  it("a captain pays their own order and two members' shares by QR; a share not yet confirmed is none", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 4 });
    const [captain, first, second, late] = await signedInPeople(db(), 4);
    const team = await createTeam(core.url, defined(captain), race, "Лоси", 1);
    const shares: string[] = [];
    for (const [i, member] of [first, second, late].entries()) {
      rosterOf(await join(core.url, defined(member), defined(team.joinCode), i + 2));
      const saved = await post(
        core.url,
        "/Register/ApiSaveRegistration",
        { ...race, relayPosition: i + 2, ...validParticipant({ firstName: "Иван" }) },
        defined(member),
      );
      expect(saved.status).toBe(200);
      const { registrationId } = saved.json as { registrationId: string };
      // The last member only saved their form: no share to pay yet.
      if (member !== late)
        expect(
          (await post(core.url, "/Register/Cart", { registrationId }, defined(member))).status,
        ).toBe(200);
      shares.push(registrationId);
    }
    const [firstShare, secondShare, draftShare] = shares.map((s) => defined(s));
    const own = await confirmedOrder(core.url, defined(captain), race, {
      extra: { relayPosition: 1 },
    });

    const info = await payInfoOf(core.url, defined(captain), own);
    expect(byId(info.payTogether)).toEqual(
      byId(
        [defined(firstShare), defined(secondShare)].map((registrationId) => ({
          registrationId,
          // The roster's name of the member, not what they typed in their form.
          participantName: "Бегун Тестовый",
          raceCode: race.raceCode,
          raceName: "10 км",
          reason: "teamShare" as const,
          amountKopecks: 105_000,
          paymentDeadline: DEADLINE,
        })),
      ),
    );
    // A member is not the captain: their team-mates' shares are not theirs to pay.
    expect((await payInfoOf(core.url, defined(first), defined(firstShare))).payTogether).toEqual(
      [],
    );
    const before = await paymentCounts(db());
    const refused = [
      await savePayTogetherRaw(core.url, defined(captain), own, [draftShare]),
      await savePayTogetherRaw(core.url, defined(first), defined(firstShare), [secondShare]),
    ];
    expect(refused.map((r) => errorOf(r).code)).toEqual(["INVALID_STATE", "NOT_FOUND"]);
    expect(await paymentCounts(db())).toEqual(before);

    const started = await savePayTogether(
      core.url,
      defined(captain),
      own,
      [defined(firstShare), defined(secondShare)],
      "qr",
    );
    if (started.kind !== "qr") throw new Error(`expected a QR code, got ${started.kind}`);
    expect(await paymentRowOf(db(), started.paymentId)).toMatchObject({ amount_kopecks: 315_000 });
    expect(
      (await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "pay" })).status,
    ).toBe(200);
    expect(await qrStatus(core.url, defined(captain), started.qrId)).toMatchObject({
      status: "paid",
      registrationId: own,
    });
    // The QR code stays the payer's; the member's own order reads the payment as its latest.
    expect(
      (await post(core.url, "/Payment/CheckQrCodeStatus", { qrId: started.qrId }, defined(first)))
        .status,
    ).toBe(404);
    for (const id of [own, firstShare, secondShare])
      expect(await stateOf(db(), defined(id))).toBe("paid");
    expect(await stateOf(db(), defined(draftShare))).toBe("draft");
    expect(await payInfoOf(core.url, defined(first), defined(firstShare))).toMatchObject({
      state: "paid",
      result: "success",
      lastAttempt: { paymentId: started.paymentId, amountKopecks: 105_000 },
    });
    // The member's own confirmation (their start pack) goes to the member, with their share.
    const mails = await mailsAbout(db(), defined(firstShare));
    expect(mails.map((m) => m.kind)).toEqual(["paymentConfirmation"]);
    expect(defined(mails[0]).textBody).toContain(formatRub(105_000, "ru"));
  });

  it("refuses anything else in AlsoRegistrationIds, and writes nothing", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const other = await addRaceToEvent(db(), race, "r5", 60_000);
    const elsewhere = await createRaceFixture(db());
    const { parent, own, kids } = await family([{ name: "Маша", race }], race);
    const masha = defined(kids[0]);
    const stranger = await signUp(core.url);
    const strangers = await confirmedOrder(core.url, stranger, race);
    const gift = await buy(core.url, parent, race);
    const otherEvent = await confirmedOrder(core.url, parent, elsewhere);
    const paid = await confirmedOrder(core.url, parent, other);
    expect((await payWithCard(core.url, parent, paid)).status).toBe(303);
    const missing = "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";
    expect(
      (await payInfoOf(core.url, parent, own)).payTogether.map((o) => o.registrationId),
    ).toEqual([masha]);

    const before = await paymentCounts(db());
    const states = async () =>
      Promise.all([own, masha, strangers, gift.registrationId].map((id) => stateOf(db(), id)));
    const statesBefore = await states();
    const answer = async (
      lead: string,
      also: unknown[],
      method: "card" | "installments" = "card",
    ) => errorOf(await savePayTogetherRaw(core.url, parent, lead, also, method));
    for (const id of [strangers, gift.registrationId, otherEvent, missing])
      expect(await answer(own, [masha, id])).toEqual({ code: "NOT_FOUND" });
    expect(await answer(own, [paid])).toEqual({ code: "INVALID_STATE" });
    expect(await answer(strangers, [masha])).toEqual({ code: "NOT_FOUND" });
    expect(await answer(gift.registrationId, [masha])).toEqual({ code: "NOT_FOUND" });
    expect(await answer(own, [masha, masha])).toEqual({
      code: "VALIDATION_FAILED",
      fields: { AlsoRegistrationIds: "field.invalid" },
    });
    expect(await answer(own, [own])).toEqual({
      code: "VALIDATION_FAILED",
      fields: { AlsoRegistrationIds: "field.invalid" },
    });
    expect(await answer(own, [masha], "installments")).toEqual({
      code: "VALIDATION_FAILED",
      fields: { PaymentType: "field.invalid" },
    });
    const tooMany = Array.from({ length: PAY_TOGETHER_MAX + 1 }, () => crypto.randomUUID());
    expect(await answer(own, tooMany)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { AlsoRegistrationIds: "field.invalid" },
    });
    expect(await answer(own, ["not-an-id"])).toEqual({
      code: "VALIDATION_FAILED",
      fields: { "AlsoRegistrationIds.0": "field.invalid" },
    });
    expect(await paymentCounts(db())).toEqual(before);
    expect(await states()).toEqual(statesBefore);

    // An empty list is a payment of one order, as before: no items.
    const single = await savePayTogether(core.url, parent, own, []);
    if (single.kind !== "redirect") throw new Error("expected a redirect");
    expect(await itemsOf(db(), single.paymentId)).toEqual({});
    expect(await paymentRowOf(db(), single.paymentId)).toMatchObject({ amount_kopecks: 105_000 });
  });

  it("all or none: an order paid on its own meanwhile makes the whole payment refund-due; the other stays awaiting payment", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const { parent, own, kids } = await family([{ name: "Маша", race }], race);
    const masha = defined(kids[0]);
    const together = await savePayTogether(core.url, parent, own, [masha]);
    if (together.kind !== "redirect") throw new Error("expected a redirect");
    expect((await payWithCard(core.url, parent, masha)).status).toBe(303);
    expect(await taken(race)).toBe(2);
    // By id, not by position: PostgreSQL returns rows in no set order once one has been updated
    // (the outbox worker marks a mail sent meanwhile).
    const mailsBefore = new Set(
      (await db().select({ id: outboxMessages.id }).from(outboxMessages)).map((m) => m.id),
    );

    expect((await payByCard(core.url, together.url, SANDBOX_TEST_CARDS.success)).status).toBe(303);
    expect(await paymentRowOf(db(), together.paymentId)).toEqual({
      status: "refundDue",
      amount_kopecks: 210_000,
      refund_reason: "alreadyPaid",
    });
    expect([await stateOf(db(), own), await stateOf(db(), masha)]).toEqual([
      "awaitingPayment",
      "paid",
    ]);
    expect(await taken(race)).toBe(2);
    const mails = (await db().select().from(outboxMessages)).filter((m) => !mailsBefore.has(m.id));
    expect(mails.map((m) => [m.kind, m.dedupeKey])).toEqual([
      ["paymentRefund", `paymentRefund:${together.paymentId}`],
    ]);
    expect(defined(mails[0]).textBody).toContain(formatRub(210_000, "ru"));
    expect(await payInfoOf(core.url, parent, own)).toMatchObject({
      state: "awaitingPayment",
      result: null,
      lastAttempt: { paymentId: together.paymentId, status: "refundDue" },
      payTogether: [],
    });
    // The order left waiting can be paid again.
    expect((await payWithCard(core.url, parent, own)).status).toBe(303);
    expect(await stateOf(db(), own)).toBe("paid");
  });

  it("all or none: an order that expired and whose slot was sold meanwhile refunds the whole payment, no counter moves", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 2 });
    const parent = await signUp(core.url);
    const email = await createChild(core.url, parent, "Маша");
    const masha = await confirmedOrder(core.url, parent, race, {
      participantEmail: email,
      firstName: "Маша",
    });
    now = at(10);
    const own = await confirmedOrder(core.url, parent, race);
    const together = await savePayTogether(core.url, parent, own, [masha]);
    if (together.kind !== "redirect") throw new Error("expected a redirect");
    const [row] = await db()
      .select({ expiresAt: registrations.expiresAt })
      .from(registrations)
      .where(eq(registrations.id, masha));
    // The payment's window is the earliest of its orders'.
    expect(await payInfoOf(core.url, parent, own)).toMatchObject({
      lastAttempt: { status: "pending" },
    });
    expect(defined(row).expiresAt.toISOString()).toBe(at(20).toISOString());
    const providerPaymentId = await providerIdOf(db(), together.paymentId);

    now = at(21);
    await core.server.sweepExpired();
    expect(await stateOf(db(), masha)).toBe("expired");
    const latecomer = await confirmedOrder(core.url, await signUp(core.url), race);
    expect(await taken(race)).toBe(2);

    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "refundDue",
    });
    expect(await paymentRowOf(db(), together.paymentId)).toMatchObject({
      status: "refundDue",
      refund_reason: "slotsSoldOut",
    });
    expect(await Promise.all([own, masha, latecomer].map((id) => stateOf(db(), id)))).toEqual([
      "awaitingPayment",
      "expired",
      "awaitingPayment",
    ]);
    expect(await taken(race)).toBe(2);
    expect(await mailsAbout(db(), own)).toEqual([]);
    now = TEST_NOW;
  });

  it("a late success takes an expired order's slot again when one is left, and pays all of them", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 5 });
    const parent = await signUp(core.url);
    const email = await createChild(core.url, parent, "Маша");
    const masha = await confirmedOrder(core.url, parent, race, {
      participantEmail: email,
      firstName: "Маша",
    });
    now = at(10);
    const own = await confirmedOrder(core.url, parent, race);
    const together = await savePayTogether(core.url, parent, own, [masha]);
    if (together.kind !== "redirect") throw new Error("expected a redirect");
    const providerPaymentId = await providerIdOf(db(), together.paymentId);
    now = at(21);
    await core.server.sweepExpired();
    expect(await taken(race)).toBe(1);
    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "succeeded",
    });
    expect([await stateOf(db(), own), await stateOf(db(), masha)]).toEqual(["paid", "paid"]);
    expect(await taken(race)).toBe(2);
    now = TEST_NOW;
  });
});
