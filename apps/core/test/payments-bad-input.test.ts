import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { outboxMessages, payments, races, registrations, sandboxPayments } from "../src/db/schema";
import type { CoreDb } from "../src/index";
import { requestsAs, SIGNED_OUT, type BadCase } from "./support/bad-input";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { http } from "./support/http";
import { signedInPeople } from "./support/people";
import { awaitingOrder, postForm, savePay, startPaymentsCore } from "./support/payments";
import { errorOf, register } from "./support/registration";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Everything a payment call could change. */
async function mutableState(db: CoreDb) {
  return {
    races: await db.select({ id: races.id, taken: races.taken }).from(races).orderBy(asc(races.id)),
    registrations: await db.select().from(registrations).orderBy(asc(registrations.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    sandbox: await db.select().from(sandboxPayments).orderBy(asc(sandboxPayments.id)),
    outbox: await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.id)),
  };
}

describe.each(DRIVERS)("bad input at every payment call on %s", (driver) => {
  let core: RunningCore;
  let owner: string;
  let stranger: string;
  let draftId: string;
  let awaitingId: string;
  let qrId: string;
  let checkoutUrl: string;
  /** A 100 ₽ order: the installment discount would leave nothing to split, so they are not offered. */
  let cheapId: string;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
    const race = await createRaceFixture(core.server.db);
    const other = await createRaceFixture(core.server.db);
    [owner, stranger] = (await signedInPeople(core.server.db, 2)) as [string, string];
    draftId = (await register(core.url, owner, other)).registrationId;
    awaitingId = (await awaitingOrder(core.url, race, owner)).registrationId;
    const cheap = await createRaceFixture(core.server.db, { tiers: [[daysFromNow(-10), 100]] });
    cheapId = (await awaitingOrder(core.url, cheap, owner)).registrationId;
    const qr = await savePay(core.url, owner, awaitingId, "qr");
    const card = await savePay(core.url, owner, awaitingId, "card");
    if (qr.kind !== "qr" || card.kind !== "redirect") throw new Error("unexpected payment starts");
    qrId = qr.qrId;
    checkoutUrl = card.url;
  });
  afterAll(() => core.close());

  function cases(): BadCase[] {
    const bad = "VALIDATION_FAILED" as const;
    const { postAs, getAs } = requestsAs(owner);
    return [
      {
        name: "ApiPay anonymous",
        ...getAs(`/Register/ApiPay?RegistrationId=${awaitingId}`, null),
        status: 401,
        code: "UNAUTHORIZED",
      },
      // The session is checked by the order's own read: a dead one is still 401, also before
      // anything the input says.
      {
        name: "ApiPay signed out",
        ...getAs(`/Register/ApiPay?RegistrationId=${awaitingId}`, SIGNED_OUT),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiPay signed out, bad id",
        ...getAs("/Register/ApiPay?RegistrationId=42", SIGNED_OUT),
        status: 401,
        code: "UNAUTHORIZED",
      },
      { name: "ApiPay without id", ...getAs("/Register/ApiPay"), status: 400, code: bad },
      {
        name: "ApiPay bad id",
        ...getAs("/Register/ApiPay?RegistrationId=42"),
        status: 400,
        code: bad,
        fields: { RegistrationId: "field.invalid" },
      },
      {
        name: "ApiPay id twice",
        ...getAs(`/Register/ApiPay?RegistrationId=${awaitingId}&RegistrationId=${awaitingId}`),
        status: 400,
        code: bad,
      },
      {
        name: "ApiPay unknown language",
        ...getAs(`/Register/ApiPay?RegistrationId=${awaitingId}&language=de`),
        status: 400,
        code: bad,
        fields: { language: "field.invalid" },
      },
      {
        name: "ApiPay unknown",
        ...getAs(`/Register/ApiPay?RegistrationId=${UNKNOWN_ID}`),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiPay someone else's",
        ...getAs(`/Register/ApiPay?RegistrationId=${awaitingId}`, stranger),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiSavePay anonymous",
        ...postAs(
          "/Register/ApiSavePay",
          { RegistrationId: awaitingId, PaymentType: "card" },
          null,
        ),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiSavePay signed out",
        ...postAs(
          "/Register/ApiSavePay",
          { RegistrationId: awaitingId, PaymentType: "card" },
          SIGNED_OUT,
        ),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiSavePay signed out, unknown method",
        ...postAs(
          "/Register/ApiSavePay",
          { RegistrationId: awaitingId, PaymentType: "cash" },
          SIGNED_OUT,
        ),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiSavePay garbage JSON",
        ...postAs("/Register/ApiSavePay", '{"RegistrationId":'),
        status: 400,
        code: bad,
      },
      { name: "ApiSavePay array", ...postAs("/Register/ApiSavePay", "[]"), status: 400, code: bad },
      { name: "ApiSavePay no body", ...postAs("/Register/ApiSavePay", ""), status: 400, code: bad },
      {
        name: "ApiSavePay as form data",
        ...postAs("/Register/ApiSavePay", `RegistrationId=${awaitingId}&PaymentType=card`, owner, {
          "content-type": "application/x-www-form-urlencoded",
        }),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSavePay unknown method",
        ...postAs("/Register/ApiSavePay", { RegistrationId: awaitingId, PaymentType: "cash" }),
        status: 400,
        code: bad,
        fields: { PaymentType: "paymentMethod.notSelected" },
      },
      {
        name: "ApiSavePay method not offered",
        ...postAs("/Register/ApiSavePay", { RegistrationId: cheapId, PaymentType: "installments" }),
        status: 400,
        code: bad,
        fields: { PaymentType: "field.invalid" },
      },
      {
        name: "ApiSavePay camelCase",
        ...postAs("/Register/ApiSavePay", { registrationId: awaitingId, paymentType: "card" }),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSavePay a draft",
        ...postAs("/Register/ApiSavePay", { RegistrationId: draftId, PaymentType: "card" }),
        status: 409,
        code: "INVALID_STATE",
      },
      {
        name: "ApiSavePay someone else's",
        ...postAs(
          "/Register/ApiSavePay",
          { RegistrationId: awaitingId, PaymentType: "card" },
          stranger,
        ),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiSavePay oversized",
        ...postAs("/Register/ApiSavePay", {
          RegistrationId: awaitingId,
          PaymentType: "card",
          padding: "x".repeat(70_000),
        }),
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      },
      {
        name: "CheckQrCodeStatus anonymous",
        ...postAs("/Payment/CheckQrCodeStatus", { qrId }, null),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "CheckQrCodeStatus no id",
        ...postAs("/Payment/CheckQrCodeStatus", {}),
        status: 400,
        code: bad,
      },
      {
        name: "CheckQrCodeStatus odd id",
        ...postAs("/Payment/CheckQrCodeStatus", { qrId: "../../etc" }),
        status: 400,
        code: bad,
        fields: { qrId: "field.invalid" },
      },
      {
        name: "CheckQrCodeStatus number",
        ...postAs("/Payment/CheckQrCodeStatus", { qrId: 12345678 }),
        status: 400,
        code: bad,
        fields: { qrId: "string.expected" },
      },
      {
        name: "CheckQrCodeStatus someone else's",
        ...postAs("/Payment/CheckQrCodeStatus", { qrId }, stranger),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiRepeatPay anonymous",
        ...postAs("/Register/ApiRepeatPay", { RegistrationId: awaitingId }, null),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiRepeatPay bad id",
        ...postAs("/Register/ApiRepeatPay", { RegistrationId: 5 }),
        status: 400,
        code: bad,
        fields: { RegistrationId: "field.invalid" },
      },
      {
        name: "ApiRepeatPay a draft",
        ...postAs("/Register/ApiRepeatPay", { RegistrationId: draftId }),
        status: 409,
        code: "INVALID_STATE",
      },
      {
        name: "ApiRepeatPay someone else's",
        ...postAs("/Register/ApiRepeatPay", { RegistrationId: awaitingId }, stranger),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "Callback unsigned",
        ...postAs(
          "/Payment/Callback/sandbox",
          { providerPaymentId: qrId, outcome: "succeeded" },
          null,
        ),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "Callback as text",
        ...postAs("/Payment/Callback/sandbox", "paid", null, { "content-type": "text/plain" }),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "Callback odd provider",
        ...postAs("/Payment/Callback/..%2Fsandbox", "{}", null),
        status: 404,
        code: "NOT_FOUND",
      },
    ];
  }

  it("answers each with its code and changes nothing", async () => {
    const before = await mutableState(core.server.db);
    for (const c of cases()) {
      const response = await http(core.url, c.path, c.call);
      expect(response.status, c.name).toBe(c.status);
      const body = errorOf(response);
      expect(body.code, c.name).toBe(c.code);
      if (c.fields) expect(body.fields, c.name).toEqual(c.fields);
      expect(response.text, c.name).not.toMatch(/stack|at \/|Error:/);
    }
    expect(await mutableState(core.server.db)).toEqual(before);
  });

  it("the sandbox's pages answer bad requests with a page and change nothing", async () => {
    const before = await mutableState(core.server.db);
    const pages: [string, Promise<Awaited<ReturnType<typeof http>>>, number][] = [
      ["unknown checkout", http(core.url, "/sandbox/checkout/sbx_000000000000000000000000"), 404],
      ["odd checkout id", http(core.url, "/sandbox/checkout/..%2F..%2Fetc"), 404],
      ["a QR id on the card page", http(core.url, `/sandbox/checkout/${qrId}`), 404],
      [
        "JSON to the card form",
        http(core.url, checkoutUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"cardNumber":"4242424242424242"}',
        }),
        400,
      ],
      ["empty card form", postForm(core.url, checkoutUrl, {}), 400],
      [
        "script in the form",
        postForm(core.url, checkoutUrl, {
          cardNumber: "<script>alert(1)</script>",
          expiry: "1/1",
          cvc: "x",
        }),
        400,
      ],
      [
        "unknown QR",
        postForm(core.url, "/sandbox/qr/qr_000000000000000000000000", { action: "pay" }),
        404,
      ],
      ["QR without action", postForm(core.url, `/sandbox/qr/${qrId}`, { action: "refund" }), 400],
      ["unknown method page", http(core.url, "/sandbox/pay/pay_000000000000000000000000"), 404],
      [
        "a card id on a method page",
        http(core.url, `/sandbox/pay/${checkoutUrl.split("/").at(-1) ?? ""}`),
        404,
      ],
      [
        "unknown method page's form",
        postForm(core.url, "/sandbox/pay/pay_000000000000000000000000", { action: "sent" }),
        404,
      ],
      [
        "cancel of an unknown method payment",
        postForm(core.url, "/sandbox/pay/pay_000000000000000000000000/cancel", {}),
        404,
      ],
      ["oversized form", postForm(core.url, checkoutUrl, { cardNumber: "4".repeat(5_000) }), 413],
    ];
    for (const [name, request, status] of pages) {
      const response = await request;
      expect(response.status, name).toBe(status);
      expect(response.text, name).not.toContain("<script>alert(1)</script>");
      expect(response.text, name).not.toMatch(/stack|at \/|Error:/);
    }
    expect(await mutableState(core.server.db)).toEqual(before);
  });
});
