import { describe, expect, it } from "vitest";
import { defined, payInfoSchema, type SavePayResult } from "@reg/domain";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreFingerprint, coreRows, raceCounts } from "./support/core-state";
import {
  anonymousBrowser,
  OPTIONS_RACE,
  PLAIN_RACES,
  signedInBrowser,
  validParticipant,
  type RaceRef,
  confirmedOrder,
} from "./support/people";
import { PAYMENT_PROCEDURES, paymentInputs, type PaymentPath } from "./support/procedures";

const { core, bff } = useStack();

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

/** A signed-in person with a confirmed order (awaiting payment) for `race`. */
function orderAwaitingPayment(
  race: RaceRef = OPTIONS_RACE,
): Promise<{ browser: Browser; registrationId: string }> {
  return confirmedOrder(bff.url, race);
}

/** The acquirer's page through the BFF, as the browser follows `url`, and its form posted back. */
async function payOnCheckoutPage(start: SavePayResult, cardNumber: string): Promise<Response> {
  if (start.kind !== "redirect") throw new Error(`expected a redirect, got ${start.kind}`);
  expect(start.url).toMatch(/^\/sandbox\/checkout\//);
  const page = await fetch(`${bff.url}${start.url}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  const form = new URLSearchParams({
    cardNumber,
    expiry: "12/35",
    cvc: "123",
    holder: "ANNA PETROVA",
  });
  return fetch(`${bff.url}${start.url}`, { method: "POST", body: form, redirect: "manual" });
}

describe("paying an order through the BFF", () => {
  it("payment.getPayment lists the methods; a test card pays it; the acquirer sends the browser back to this host's success page", async () => {
    const { browser, registrationId } = await orderAwaitingPayment();
    const info = payInfoSchema.parse(
      await browser.batch.payment.getPayment.query({ registrationId }),
    );
    expect(info).toMatchObject({
      registrationId,
      state: "awaitingPayment",
      result: null,
      lastAttempt: null,
    });
    expect(info.methods.map((m) => m.method)).toEqual(expect.arrayContaining(["card", "qr"]));

    const back = await payOnCheckoutPage(
      await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
      SUCCESS_CARD,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `/${OPTIONS_RACE.eventCode}/${OPTIONS_RACE.raceCode}/register/success?registrationId=${registrationId}`,
    );

    expect(await browser.batch.payment.getPayment.query({ registrationId })).toMatchObject({
      state: "paid",
      result: "success",
      lastAttempt: { status: "succeeded" },
    });
    expect(
      (await browser.batch.registration.getInit.query(OPTIONS_RACE)).availability,
    ).toMatchObject({ state: "alreadyRegistered", registrationId });
    const settled = await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" });
    expect(settled).toEqual({ kind: "result", state: "success" });
  });

  it("a declined card shows the error result; a retry with another method pays", async () => {
    const { browser, registrationId } = await orderAwaitingPayment();
    const declined = await payOnCheckoutPage(
      await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
      DECLINED_CARD,
    );
    expect(declined.status).toBe(303);
    expect(await browser.batch.payment.getPayment.query({ registrationId })).toMatchObject({
      state: "awaitingPayment",
      result: "error",
      lastAttempt: { status: "declined" },
    });

    const retry = await payOnCheckoutPage(
      await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
      SUCCESS_CARD,
    );
    expect(retry.status).toBe(303);
    expect(await browser.batch.payment.getPayment.query({ registrationId })).toMatchObject({
      state: "paid",
      result: "success",
    });
  });

  it("back to the site without paying (issue 12 #2): the attempt is declined at once, the way back says it was cancelled, and a retry pays", async () => {
    const { browser, registrationId } = await orderAwaitingPayment();
    const start = await browser.batch.payment.pay.mutate({
      registrationId,
      paymentType: "installments",
    });
    if (start.kind !== "redirect") throw new Error(`expected a redirect, got ${start.kind}`);
    const page = await (await fetch(`${bff.url}${start.url}`)).text();
    expect(page).toContain(`action="${start.url}/cancel"`);
    const back = await fetch(`${bff.url}${start.url}/cancel`, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `/${OPTIONS_RACE.eventCode}/${OPTIONS_RACE.raceCode}/register/success?registrationId=${registrationId}&reason=cancelled`,
    );
    expect(await browser.batch.payment.getPayment.query({ registrationId })).toMatchObject({
      state: "awaitingPayment",
      result: "error",
      lastAttempt: { status: "declined", method: "installments" },
    });
    const retry = await payOnCheckoutPage(
      await browser.batch.payment.pay.mutate({ registrationId, paymentType: "installments" }),
      SUCCESS_CARD,
    );
    expect(retry.status).toBe(303);
    expect((await browser.batch.payment.getPayment.query({ registrationId })).state).toBe("paid");
  });

  it("QR: payment.getQrStatus says checking until the code is paid, then success", async () => {
    const { browser, registrationId } = await orderAwaitingPayment();
    const start = await browser.batch.payment.pay.mutate({ registrationId, paymentType: "qr" });
    if (start.kind !== "qr") throw new Error(`expected a QR code, got ${start.kind}`);
    expect(await browser.batch.payment.getQrStatus.query({ qrId: start.qrId })).toEqual({
      qrId: start.qrId,
      status: "pending",
      registrationId,
      result: "checking",
    });

    const scanned = await fetch(`${bff.url}/sandbox/qr/${start.qrId}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
    });
    expect(scanned.status).toBe(200);
    expect(await browser.batch.payment.getQrStatus.query({ qrId: start.qrId })).toMatchObject({
      status: "paid",
      result: "success",
    });
    expect((await browser.batch.payment.getPayment.query({ registrationId })).state).toBe("paid");
  });

  it("an order whose window closed: pay is REGISTRATION_EXPIRED, repeat opens a new window, or says SOLD_OUT when the slot went", async () => {
    const race = defined(PLAIN_RACES[5]);
    const { browser, registrationId } = await orderAwaitingPayment(race);
    const closeWindow = (id: string) =>
      coreRows(
        core,
        `update registrations set created_at = now() - interval '30 minutes', expires_at = now() - interval '5 minutes' where id = '${id}' returning id`,
      );
    await closeWindow(registrationId);
    await expectAppError(
      browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
      "REGISTRATION_EXPIRED",
    );
    const renewed = await browser.batch.payment.repeatPayment.mutate({ registrationId });
    expect(renewed).toMatchObject({ registrationId, state: "awaitingPayment" });
    expect(Date.parse(renewed.paymentDeadline)).toBeGreaterThan(Date.now());

    await closeWindow(registrationId);
    await core.server.sweepExpired();
    const { taken } = await raceCounts(core, race);
    await coreRows(
      core,
      `update races set capacity = ${taken} where code = '${race.raceCode}' and event_id = (select id from events where code = '${race.eventCode}') returning id`,
    );
    const before = await coreFingerprint(core);
    await expectAppError(
      browser.batch.payment.repeatPayment.mutate({ registrationId }),
      "SOLD_OUT",
    );
    expect(await coreFingerprint(core)).toEqual(before);
  });
});

describe("the /sandbox proxy", () => {
  it("passes core's own answers through: an unknown checkout is its 404 page; an oversized form never reaches it", async () => {
    const unknown = await fetch(`${bff.url}/sandbox/checkout/sbx_000000000000000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
    expect(unknown.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const huge = await fetch(`${bff.url}/sandbox/checkout/sbx_000000000000000000000000`, {
      method: "POST",
      body: new URLSearchParams({ holder: "x".repeat(10_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("never carries the sandbox operator's refund (decision 0043): JSON or form, a paid order gets no refund through the public host", async () => {
    const { browser, registrationId } = await orderAwaitingPayment();
    const start = await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" });
    expect((await payOnCheckoutPage(start, SUCCESS_CARD)).status).toBe(303);
    const [row] = await coreRows(
      core,
      `select provider_payment_id as id from payments where registration_id = '${registrationId}'`,
    );
    const refundPath = `/sandbox/payments/${String(row?.id)}/refunds`;
    const asJson = await fetch(`${bff.url}${refundPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amountKopecks: 100 }),
    });
    expect(asJson.status).toBe(400);
    const asForm = await fetch(`${bff.url}${refundPath}`, {
      method: "POST",
      body: new URLSearchParams({ amountKopecks: "100" }),
    });
    expect(asForm.status).toBe(400);
    const counted = async () =>
      coreRows(
        core,
        `select (select count(*) from registration_refunds where registration_id = '${registrationId}')::int as refunds,
                (select count(*) from sandbox_refunds)::int as sandbox`,
      );
    expect(await counted()).toEqual([{ refunds: 0, sandbox: 0 }]);
    // On core itself the operator's action is there: the refusals above were the relay's doing.
    const direct = await fetch(`${core.url}${refundPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amountKopecks: 100 }),
    });
    expect(direct.status).toBe(200);
    expect(await counted()).toEqual([{ refunds: 1, sandbox: 1 }]);
  });
});

describe("payment access", () => {
  it("anonymous: UNAUTHORIZED to every payment procedure; someone else's order or QR code: NOT_FOUND; nothing changes", async () => {
    const owner = await orderAwaitingPayment();
    const start = await owner.browser.batch.payment.pay.mutate({
      registrationId: owner.registrationId,
      paymentType: "qr",
    });
    if (start.kind !== "qr") throw new Error("expected a QR code");
    const inputs = paymentInputs(owner.registrationId, start.qrId);
    const anonymous = await anonymousBrowser(bff.url);
    const stranger = await signedInBrowser(bff.url);
    const before = await coreFingerprint(core);
    for (const path of Object.keys(PAYMENT_PROCEDURES) as PaymentPath[]) {
      await expectAppError(
        PAYMENT_PROCEDURES[path](anonymous.single, inputs[path]),
        "UNAUTHORIZED",
      );
      await expectAppError(PAYMENT_PROCEDURES[path](stranger.single, inputs[path]), "NOT_FOUND");
    }
    expect(await coreFingerprint(core)).toEqual(before);
    expect(await owner.browser.batch.payment.getQrStatus.query({ qrId: start.qrId })).toMatchObject(
      { status: "pending" },
    );
  });

  it("pay before the order is confirmed is INVALID_STATE, and a method the order cannot use names paymentType", async () => {
    const browser = await signedInBrowser(bff.url);
    const { registrationId } = await browser.batch.registration.saveRegistration.mutate({
      ...defined(PLAIN_RACES[6]),
      ...validParticipant(),
    });
    await expectAppError(
      browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" }),
      "INVALID_STATE",
    );
    const error = await expectAppError(
      browser.batch.payment.pay.mutate({ registrationId, paymentType: "bitcoin" as never }),
      "VALIDATION_FAILED",
    );
    expect(error.data?.fields).toEqual({ paymentType: "paymentMethod.notSelected" });
  });
});
