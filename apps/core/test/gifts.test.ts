import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defined, isLocale, uploadedImageSchema } from "@reg/domain";
import { registrations } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { get, errorOf, register } from "./support/registration";
import { mailsAbout, CALLBACK_SECRET } from "./support/payments";
import { http } from "./support/http";
import { signedInPeople } from "./support/people";
import { PNG } from "./support/pictures";
import {
  buy,
  buyRaw,
  check,
  checkRaw,
  codeOf,
  giftOf,
  giftRow,
  mine,
  paidGift,
  redeem,
  redeemRaw,
  ref,
  slotCounts,
} from "./gifts-support";

const MINUTE = 60_000;

describe.each(DRIVERS)("gifts (core, %s)", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, {
      now: () => now,
      sweepIntervalMs: 0,
      paymentCallbackSecret: CALLBACK_SECRET,
      wrongJoinCodeLimits: { perUser: 4, perAddress: 1000, windowMs: 15 * MINUTE },
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const url = () => core.url;

  it("a bought gift holds its slot while it waits for payment; paid, it gets a code and the buyer a mail", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, stranger] = await signedInPeople(db(), 2);
    const bought = await buy(url(), defined(buyer), race, { message: "Беги, Маша!" });
    expect(bought).toMatchObject({
      state: "awaitingPayment",
      code: null,
      cardName: "Анна и Павел",
      message: "Беги, Маша!",
      recipientName: null,
      race: { eventCode: race.eventCode, raceCode: race.raceCode },
    });
    expect(bought.priceKopecks).toBe(100_000);
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 1, live: 1, paid: 0 });

    const paid = await paidGift(url(), defined(buyer), race);
    expect(paid.state).toBe("unredeemed");
    expect(paid.code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 2, live: 2, paid: 1 });
    const [mail] = await mailsAbout(db(), paid.giftId);
    expect(mail?.kind).toBe("giftCode");
    expect(mail?.textBody).toContain(codeOf(paid).slice(0, 4));
    expect(isLocale(mail?.language ?? "")).toBe(true);

    // Nobody else reads it: by id, in their list, or its card.
    expect((await get(url(), `/Register/ApiGift?giftId=${paid.giftId}`, stranger)).status).toBe(
      404,
    );
    expect((await mine(url(), defined(stranger))).bought).toEqual([]);
    const card = await get(url(), `/Register/ApiGiftCard?giftId=${paid.giftId}`, stranger);
    expect(card.status).toBe(404);
    expect((await mine(url(), defined(buyer))).bought.map((g) => g.giftId)).toContain(paid.giftId);
    // The gift's order is no registration of the buyer's: "my registrations" does not list it.
    const listed = await get(url(), "/api/account/registrations?language=ru", buyer);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(paid.registrationId);
  });

  it("buying gifts does not block the buyer's own registration, nor a second gift for the race", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer] = await signedInPeople(db(), 1);
    await buy(url(), defined(buyer), race);
    await buy(url(), defined(buyer), race);
    await register(url(), defined(buyer), race);
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 3, live: 3, paid: 0 });
  });

  it("a code says which race, never who bought it; redeemed once, the recipient is registered and paid", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, recipient, third] = await signedInPeople(db(), 3);
    const gift = await paidGift(url(), defined(buyer), race);
    const code = codeOf(gift);

    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const seen = await check(url(), defined(recipient), typed);
    expect(seen.race.raceCode).toBe(race.raceCode);
    expect(JSON.stringify(seen)).not.toContain("Анна");
    expect(JSON.stringify(seen)).not.toContain(gift.giftId);

    const before = await slotCounts(db(), race.raceId);
    const redeemed = await redeem(url(), defined(recipient), code);
    expect(redeemed.registrationId).toBe(gift.registrationId);
    expect(await slotCounts(db(), race.raceId)).toEqual(before);
    const row = await giftRow(db(), gift.giftId);
    expect(row).toMatchObject({ redeemed: true, state: "paid" });
    expect(row.participant).toBe(row.recipient);

    const received = await mine(url(), defined(recipient));
    expect(received.received).toEqual([
      expect.objectContaining({ registrationId: gift.registrationId, cardName: "Анна и Павел" }),
    ]);
    expect(received.bought).toEqual([]);
    const asBuyer = await giftOf(url(), defined(buyer), gift.giftId);
    expect(asBuyer).toMatchObject({ state: "redeemed", recipientName: "Мария С." });

    const again = await redeemRaw(url(), defined(third), code);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({
      code: "INVALID_STATE",
      fields: { giftCode: "giftCode.redeemed" },
    });
    // The recipient's registration is theirs now: the buyer cannot pay or read it as an order.
    expect(
      (await get(url(), `/Register/ApiPay?RegistrationId=${gift.registrationId}`, buyer)).status,
    ).toBe(404);
  });

  it("the recipient's certificate picture comes with the form; someone else's is refused, nothing changed", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, recipient, stranger] = await signedInPeople(db(), 3);
    const gift = await paidGift(url(), defined(buyer), race);
    const code = codeOf(gift);
    const uploadAs = async (cookie: string | undefined) =>
      uploadedImageSchema.parse(
        (
          await http(url(), "/Image/UploadImageAndSave", {
            method: "POST",
            headers: { "content-type": "image/png", cookie: defined(cookie) },
            body: PNG,
          })
        ).json,
      ).imageId;
    const theirs = await uploadAs(stranger);
    const refused = await redeemRaw(url(), defined(recipient), code, undefined, theirs);
    expect([refused.status, errorOf(refused)]).toEqual([
      400,
      { code: "VALIDATION_FAILED", fields: { imageId: "field.invalid" } },
    ]);
    expect(await giftRow(db(), gift.giftId)).toMatchObject({ redeemed: false });

    const own = await uploadAs(recipient);
    expect((await redeemRaw(url(), defined(recipient), code, undefined, own)).status).toBe(200);
    const [row] = await db()
      .select({ imageId: registrations.imageId })
      .from(registrations)
      .where(eq(registrations.id, gift.registrationId));
    expect(row?.imageId).toBe(own);
  });

  it("someone already registered for the race cannot redeem: the gift stays unredeemed for someone else", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, registered, other] = await signedInPeople(db(), 3);
    await register(url(), defined(registered), race);
    const gift = await paidGift(url(), defined(buyer), race);
    const refused = await redeemRaw(url(), defined(registered), codeOf(gift));
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("ALREADY_REGISTERED");
    expect(await giftRow(db(), gift.giftId)).toMatchObject({ redeemed: false, recipient: null });
    expect((await redeem(url(), defined(other), codeOf(gift))).registrationId).toBe(
      gift.registrationId,
    );
  });

  it("a gift's slot survives the race selling out", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 2 });
    const [buyer, first, late, recipient] = await signedInPeople(db(), 4);
    const gift = await paidGift(url(), defined(buyer), race);
    await register(url(), defined(first), race);
    const soldOut = await buyRaw(url(), defined(late), { ...ref(race), cardName: "Late" });
    expect(errorOf(soldOut).code).toBe("SOLD_OUT");
    await redeem(url(), defined(recipient), codeOf(gift));
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 2, live: 2, paid: 1 });
  });

  it("unpaid, a gift lapses with its payment window and gives its slot back", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer] = await signedInPeople(db(), 1);
    const gift = await buy(url(), defined(buyer), race);
    now = new Date(TEST_NOW.getTime() + 21 * MINUTE);
    expect((await giftOf(url(), defined(buyer), gift.giftId)).state).toBe("paymentExpired");
    await core.server.sweepExpired();
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 0, live: 0, paid: 0 });
    now = TEST_NOW;
  });

  it("unredeemed, a gift stays redeemable after registration closes and until the start; then it is owed back", async () => {
    now = TEST_NOW;
    const startsAt = daysFromNow(10);
    const race = await createRaceFixture(db(), {
      capacity: 10,
      closesAt: daysFromNow(5),
      startsAt,
    });
    const [buyer, early, late] = await signedInPeople(db(), 3);
    const kept = await paidGift(url(), defined(buyer), race);
    const lapsing = await paidGift(url(), defined(buyer), race);

    now = daysFromNow(7); // registration closed, the race not started
    expect(errorOf(await buyRaw(url(), defined(buyer), { ...ref(race), cardName: "A" })).code).toBe(
      "REGISTRATION_CLOSED",
    );
    await redeem(url(), defined(early), codeOf(kept));

    now = new Date(startsAt.getTime() + MINUTE);
    const tooLate = await redeemRaw(url(), defined(late), codeOf(lapsing));
    expect(errorOf(tooLate)).toEqual({
      code: "REGISTRATION_CLOSED",
      fields: { giftCode: "giftCode.expired" },
    });
    expect((await giftOf(url(), defined(buyer), lapsing.giftId)).state).toBe("refundDue");
    await core.server.sweepExpired();
    await core.server.sweepExpired();
    expect(await giftRow(db(), lapsing.giftId)).toMatchObject({
      refund_due: true,
      redeemed: false,
    });
    expect(await giftRow(db(), kept.giftId)).toMatchObject({ refund_due: false, redeemed: true });
    const mails = (await mailsAbout(db(), lapsing.giftId)).map((m) => m.kind).sort();
    expect(mails).toEqual(["giftCode", "giftRefund"]);
    now = TEST_NOW;
  });

  it("bad input at every call gets its field's message and changes nothing", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, recipient] = await signedInPeople(db(), 2);
    const gift = await paidGift(url(), defined(buyer), race);
    const counts = await slotCounts(db(), race.raceId);

    const cases: [
      Promise<{ status: number; json: unknown }>,
      number,
      Record<string, string> | undefined,
    ][] = [
      [
        buyRaw(url(), defined(buyer), { ...ref(race), cardName: "  " }),
        400,
        { cardName: "field.required" },
      ],
      [
        buyRaw(url(), defined(buyer), { ...ref(race), cardName: "A", message: "x".repeat(301) }),
        400,
        { message: "field.tooLong" },
      ],
      [
        buyRaw(url(), defined(buyer), { ...ref(race), cardName: "A\u0000" }),
        400,
        { cardName: "text.unsafeCharacters" },
      ],
      [
        buyRaw(url(), defined(buyer), { eventCode: "no such", raceCode: "x", cardName: "A" }),
        400,
        { eventCode: "field.invalid" },
      ],
      [
        buyRaw(url(), defined(buyer), {
          eventCode: race.eventCode,
          raceCode: "nope",
          cardName: "A",
        }),
        404,
        undefined,
      ],
      [get(url(), "/Register/ApiGift?giftId=42", buyer), 400, { giftId: "field.invalid" }],
      [checkRaw(url(), defined(recipient), ""), 400, { giftCode: "giftCode.required" }],
      [checkRaw(url(), defined(recipient), 12), 400, { giftCode: "string.expected" }],
      [redeemRaw(url(), defined(recipient), codeOf(gift), { firstName: "" }), 400, undefined],
      [
        redeemRaw(url(), defined(recipient), codeOf(gift), "not a form"),
        400,
        { participant: "field.invalid" },
      ],
    ];
    for (const [call, status, fields] of cases) {
      const response = await call;
      expect(response.status).toBe(status);
      if (fields) expect((response.json as { fields?: unknown }).fields).toEqual(fields);
    }
    const badForm = await redeemRaw(url(), defined(recipient), codeOf(gift), { firstName: "" });
    expect(Object.keys(errorOf(badForm).fields ?? {})).toContain("firstName");
    expect(await slotCounts(db(), race.raceId)).toEqual(counts);
    expect(await giftRow(db(), gift.giftId)).toMatchObject({ redeemed: false, recipient: null });
    expect((await get(url(), "/Register/ApiMyGifts")).status).toBe(401);
  });

  it("wrong codes are limited per person: past the limit even a right code is refused", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, guesser] = await signedInPeople(db(), 2);
    const gift = await paidGift(url(), defined(buyer), race);
    for (let i = 0; i < 4; i++) {
      const wrong = await checkRaw(url(), defined(guesser), `ABCD-EFGH-JK${"23456789"[i]}${"M"}`);
      expect(errorOf(wrong)).toEqual({
        code: "NOT_FOUND",
        fields: { giftCode: "giftCode.notFound" },
      });
    }
    const blocked = await checkRaw(url(), defined(guesser), codeOf(gift));
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked).code).toBe("TOO_MANY_ATTEMPTS");
    expect(errorOf(await redeemRaw(url(), defined(guesser), codeOf(gift))).code).toBe(
      "TOO_MANY_ATTEMPTS",
    );
  });

  it("the printable card is a PDF for the buyer once paid", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer] = await signedInPeople(db(), 1);
    const unpaid = await buy(url(), defined(buyer), race);
    const early = await get(url(), `/Register/ApiGiftCard?giftId=${unpaid.giftId}`, buyer);
    expect(errorOf(early).code).toBe("INVALID_STATE");
    const gift = await paidGift(url(), defined(buyer), race);
    const card = await get(url(), `/Register/ApiGiftCard?giftId=${gift.giftId}&language=en`, buyer);
    expect(card.status).toBe(200);
    expect(card.headers["content-type"]).toBe("application/pdf");
    expect(card.text.startsWith("%PDF-")).toBe(true);
  });
});
