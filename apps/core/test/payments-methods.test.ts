import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formatRub, type PaymentMethod } from "@reg/domain";
import { payments, sandboxPayments } from "../src/db/schema";
import { PAYPAL_TEST_ACCOUNTS } from "../src/modules/payments/sandbox/method-forms";
import {
  BELARUS_TEST_CARDS,
  UZ_TEST_CARDS,
  UZ_TEST_SMS_CODE,
} from "../src/modules/payments/sandbox/test-cards";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import {
  awaitingOrder,
  mailsAbout,
  payInfoOf,
  postForm,
  savePay,
  startPaymentsCore,
  stateOf,
} from "./support/payments";

/** What each method's page is sent to pay and to be declined (decision 0049). */
const FORMS: Record<
  Exclude<PaymentMethod, "card" | "qr" | "sbp" | "installments">,
  { pays: Record<string, string>; declines: Record<string, string> | null; shows: RegExp[] }
> = {
  paypal: {
    pays: { email: PAYPAL_TEST_ACCOUNTS.success, password: "any" },
    declines: { email: "someone@example.com", password: "any" },
    shows: [/PayPal/, new RegExp(PAYPAL_TEST_ACCOUNTS.success)],
  },
  assistBelarus: {
    pays: { cardNumber: BELARUS_TEST_CARDS.success, expiry: "12/30", cvc: "123", holder: "" },
    declines: { cardNumber: BELARUS_TEST_CARDS.decline, expiry: "12/30", cvc: "123", holder: "" },
    shows: [/Assist Belarus/, /9112 3800 0000 0002/, /белорусские рубли/],
  },
  uzcardHumo: {
    pays: { cardNumber: UZ_TEST_CARDS.success, expiry: "12/30", smsCode: UZ_TEST_SMS_CODE },
    declines: { cardNumber: UZ_TEST_CARDS.decline, expiry: "12/30", smsCode: UZ_TEST_SMS_CODE },
    shows: [/Uzcard и Humo/, /8600 3104 7319 9008/, /Код из SMS/],
  },
  expressPay: {
    pays: { action: "paid" },
    declines: null,
    shows: [/ЕРИП/, /Номер счёта/],
  },
  bankTransfer: {
    pays: { action: "sent" },
    declines: null,
    shows: [/Банковский перевод/, /Назначение платежа/, /БИК/],
  },
};

describe.each(DRIVERS)("the sandbox's other methods on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => TEST_NOW);
  });
  afterAll(() => core.close());

  const start = async (method: PaymentMethod, language = "ru") => {
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, method, language);
    if (started.kind !== "redirect") throw new Error(`${method} redirects`);
    return { ...order, race, url: started.url, paymentId: started.paymentId };
  };

  it.each(Object.keys(FORMS) as (keyof typeof FORMS)[])(
    "%s: its own page, then paid once by its test data",
    async (method) => {
      const form = FORMS[method];
      const { cookie, registrationId, race, url, paymentId } = await start(method);
      expect(url).toMatch(/^\/sandbox\/pay\/pay_[0-9a-f]{24}$/);
      const page = await http(core.url, url);
      expect(page.status).toBe(200);
      expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(page.text).toContain(formatRub(105_000, "ru"));
      for (const shown of form.shows) expect(page.text).toMatch(shown);

      const back = await postForm(core.url, url, form.pays);
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe(
        `/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}`,
      );
      expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
        state: "paid",
        result: "success",
        lastAttempt: { paymentId, method, status: "succeeded", amountKopecks: 105_000 },
      });
      expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
      // The page answered again changes nothing.
      expect((await postForm(core.url, url, form.pays)).status).toBe(409);
      expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
    },
  );

  it.each((Object.keys(FORMS) as (keyof typeof FORMS)[]).filter((m) => FORMS[m].declines !== null))(
    "%s: declined by its test data, the order still waits for its payment",
    async (method) => {
      const { cookie, registrationId, url } = await start(method);
      const back = await postForm(core.url, url, FORMS[method].declines ?? {});
      expect(back.status).toBe(303);
      expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
        state: "awaitingPayment",
        result: "error",
        lastAttempt: { method, status: "declined" },
      });
      expect(await stateOf(core.server.db, registrationId)).toBe("awaitingPayment");
    },
  );

  it("shows each page again with what was typed wrong, translated, and decides nothing", async () => {
    const paypal = await start("paypal", "en");
    const wrongLogin = await postForm(core.url, paypal.url, {
      email: "not-an-email",
      password: "",
    });
    expect(wrongLogin.status).toBe(400);
    expect(wrongLogin.text).toContain("Enter an email address");
    expect(wrongLogin.text).toContain("Enter the password");
    expect(wrongLogin.text).toContain('value="not-an-email"');

    const uz = await start("uzcardHumo");
    const wrongCard = await postForm(core.url, uz.url, {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
      smsCode: "000000",
    });
    expect(wrongCard.status).toBe(400);
    expect(wrongCard.text).toContain("Нужна карта Uzcard (8600, 5614) или Humo (9860)");
    expect(wrongCard.text).toContain("Неверный код из SMS");
    // The code is a secret: never written back into the page.
    expect(wrongCard.text).not.toContain('value="000000"');

    const belarus = await start("assistBelarus");
    const wrongExpiry = await postForm(core.url, belarus.url, {
      cardNumber: BELARUS_TEST_CARDS.success,
      expiry: "13/30",
      cvc: "12",
    });
    expect(wrongExpiry.status).toBe(400);
    expect(wrongExpiry.text).toContain("Укажите срок действия");
    expect(wrongExpiry.text).toContain("CVC — 3 или 4 цифры");

    for (const { paymentId, registrationId } of [paypal, uz, belarus]) {
      const [row] = await core.server.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId));
      expect(row?.status).toBe("pending");
      expect(await stateOf(core.server.db, registrationId)).toBe("awaitingPayment");
    }
  });

  it("back to the site without paying cancels the attempt and says why", async () => {
    const { cookie, registrationId, url, race } = await start("bankTransfer", "en");
    const page = await http(core.url, url);
    expect(page.text).toContain("Bank transfer");
    expect(page.text).toContain("Payment reference");
    const back = await postForm(core.url, `${url}/cancel`, { action: "cancel" });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}&reason=cancelled`,
    );
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "awaitingPayment",
      lastAttempt: { method: "bankTransfer", status: "declined" },
    });
  });

  it("a method page is not another kind's: ids and kinds do not cross", async () => {
    const { url } = await start("expressPay");
    const id = url.split("/").at(-1) ?? "";
    expect((await http(core.url, `/sandbox/checkout/${id}`)).status).toBe(404);
    expect((await http(core.url, `/sandbox/pay/sbx_${"0".repeat(24)}`)).status).toBe(404);
    const [ledger] = await core.server.db
      .select({ kind: sandboxPayments.kind })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, id));
    expect(ledger?.kind).toBe("expressPay");
  });
});
