import { describe, expect, it } from "vitest";
import { defined, type BoughtGift, type SavePayResult } from "@reg/domain";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import {
  anonymousBrowser,
  OPTIONS_RACE,
  signedInBrowser,
  validParticipant,
} from "../registration/support/people";

/** A priced race (the stack and its counters are this file's own). */
const RACE = OPTIONS_RACE;
const SUCCESS_CARD = "4242 4242 4242 4242";

const { core, bff } = useStack();

/** What the gift tables hold: compared before and after a refused call. */
const giftTables = () =>
  coreRows(
    core,
    `select (select json_agg(g order by g.id) from gifts g) as gifts,
            (select json_agg(r.taken) from races r join events e on e.id = r.event_id
              where e.code = '${RACE.eventCode}' and r.code = '${RACE.raceCode}') as taken`,
  );

async function payOnCheckoutPage(start: SavePayResult): Promise<Response> {
  if (start.kind !== "redirect") throw new Error(`expected a redirect, got ${start.kind}`);
  const form = new URLSearchParams({
    cardNumber: SUCCESS_CARD,
    expiry: "12/35",
    cvc: "123",
    holder: "ANNA PETROVA",
  });
  return fetch(`${bff.url}${start.url}`, { method: "POST", body: form, redirect: "manual" });
}

/** A signed-in buyer's gift, bought and paid through the usual payment procedures. */
async function paidGift(): Promise<{ buyer: Browser; gift: BoughtGift }> {
  const buyer = await signedInBrowser(bff.url);
  const bought = await buyer.batch.gifts.buy.mutate({
    ...RACE,
    cardName: "Анна",
    message: "С праздником!",
  });
  expect(bought).toMatchObject({ state: "awaitingPayment", code: null });
  const back = await payOnCheckoutPage(
    await buyer.batch.payment.pay.mutate({
      registrationId: bought.registrationId,
      paymentType: "card",
    }),
  );
  expect(back.status).toBe(303);
  // The acquirer sends the buyer back to the gift's page, where its code is.
  expect(back.headers.get("location")).toBe(`/gift/bought/${bought.giftId}`);
  const gift = await buyer.batch.gifts.get.query({ giftId: bought.giftId });
  return { buyer, gift };
}

describe("gifts through the BFF (gifts.*)", () => {
  it("buy, pay, read the code and the card; a new person checks and redeems it and is registered, paid", async () => {
    const { buyer, gift } = await paidGift();
    expect(gift).toMatchObject({ state: "unredeemed", cardName: "Анна" });
    const code = defined(gift.code);

    const card = await fetch(`${bff.url}/Register/ApiGiftCard?giftId=${gift.giftId}&language=ru`, {
      headers: { cookie: buyer.jar.header() },
    });
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await card.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const recipient = await signedInBrowser(bff.url);
    const seen = await recipient.batch.gifts.check.mutate({ giftCode: code.toLowerCase() });
    expect(seen.race).toMatchObject(RACE);
    expect(JSON.stringify(seen)).not.toContain("Анна");

    const redeemed = await recipient.batch.gifts.redeem.mutate({
      giftCode: code,
      participant: validParticipant({ firstName: "Ольга", lastName: "Иванова" }),
    });
    expect(redeemed.registrationId).toBe(gift.registrationId);
    expect(
      await recipient.batch.payment.getPayment.query({ registrationId: redeemed.registrationId }),
    ).toMatchObject({ state: "paid" });
    expect((await recipient.batch.gifts.mine.query()).received).toHaveLength(1);
    expect(await buyer.batch.gifts.get.query({ giftId: gift.giftId })).toMatchObject({
      state: "redeemed",
      recipientName: "Ольга И.",
    });
    const twice = await expectAppError(
      recipient.batch.gifts.redeem.mutate({ giftCode: code, participant: validParticipant() }),
      "INVALID_STATE",
    );
    expect(twice.data?.fields).toEqual({ giftCode: "giftCode.redeemed" });
  });

  it("nobody reads or prints another person's gift by its id", async () => {
    const { gift } = await paidGift();
    const stranger = await signedInBrowser(bff.url);
    await expectAppError(stranger.batch.gifts.get.query({ giftId: gift.giftId }), "NOT_FOUND");
    expect((await stranger.batch.gifts.mine.query()).bought).toEqual([]);
    const card = await fetch(`${bff.url}/Register/ApiGiftCard?giftId=${gift.giftId}`, {
      headers: { cookie: stranger.jar.header() },
    });
    expect(card.status).toBe(404);
    const anonymous = await anonymousBrowser(bff.url);
    await expectAppError(anonymous.batch.gifts.mine.query(), "UNAUTHORIZED");
    const anonymousCard = await fetch(`${bff.url}/Register/ApiGiftCard?giftId=${gift.giftId}`);
    expect(anonymousCard.status).toBe(401);
  });

  it("bad input at every procedure gets its field's message and changes nothing", async () => {
    const { gift } = await paidGift();
    const person = await signedInBrowser(bff.url);
    const before = await giftTables();
    const cases: [() => Promise<unknown>, Record<string, string>][] = [
      [
        () => person.batch.gifts.buy.mutate({ ...RACE, cardName: " " }),
        { cardName: "field.required" },
      ],
      [
        () => person.batch.gifts.buy.mutate({ ...RACE, cardName: "A", message: "x".repeat(301) }),
        { message: "field.tooLong" },
      ],
      [
        () =>
          person.batch.gifts.buy.mutate({
            eventCode: "../x",
            raceCode: RACE.raceCode,
            cardName: "A",
          }),
        { eventCode: "field.invalid" },
      ],
      [() => person.batch.gifts.get.query({ giftId: "1" }), { giftId: "field.invalid" }],
      [() => person.batch.gifts.check.mutate({ giftCode: "" }), { giftCode: "giftCode.required" }],
      [
        () => person.batch.gifts.check.mutate({ giftCode: "0O1I" }),
        { giftCode: "giftCode.notFound" },
      ],
      [
        () =>
          person.batch.gifts.redeem.mutate({
            giftCode: defined(gift.code),
            participant: validParticipant({ email: "not an e-mail" }),
          }),
        { email: "email.invalid" },
      ],
    ];
    for (const [call, fields] of cases) {
      const error = await expectAppError(call(), "VALIDATION_FAILED");
      expect(error.data?.fields).toMatchObject(fields);
    }
    expect(await giftTables()).toEqual(before);
  });
});
