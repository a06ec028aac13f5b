import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import {
  checkQrCodeStatusInputSchema,
  PAYMENT_ATTEMPT_STATUSES,
  paymentResultForQrStatus,
  payInfoSchema,
  payQuerySchema,
  qrStatusOf,
  PAY_TOGETHER_MAX,
  savePayInputSchema,
  savePayResultSchema,
} from "./payment";

const ID = "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";

function fieldsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return fieldErrorsFromIssues(result.error?.issues ?? []);
}

describe("payQuerySchema", () => {
  it("takes SPEC §7's RegistrationId and defaults the language", () => {
    expect(payQuerySchema.parse({ RegistrationId: ID })).toEqual({
      RegistrationId: ID,
      language: "ru",
    });
    expect(fieldsOf(payQuerySchema.safeParse({ registrationId: ID }))).toEqual({
      RegistrationId: "field.invalid",
    });
  });
});

describe("savePayInputSchema", () => {
  it("needs a known PaymentType, reported as 'no code selected'", () => {
    expect(savePayInputSchema.parse({ RegistrationId: ID, PaymentType: "qr" }).PaymentType).toBe(
      "qr",
    );
    expect(
      fieldsOf(savePayInputSchema.safeParse({ RegistrationId: ID, PaymentType: "cash" })),
    ).toEqual({
      PaymentType: "paymentMethod.notSelected",
    });
    expect(fieldsOf(savePayInputSchema.safeParse({ RegistrationId: "x" }))).toEqual({
      RegistrationId: "field.invalid",
      PaymentType: "paymentMethod.notSelected",
    });
  });

  it("takes up to PAY_TOGETHER_MAX other orders by id, each a uuid", () => {
    const base = { RegistrationId: ID, PaymentType: "card" };
    expect(savePayInputSchema.parse(base).AlsoRegistrationIds).toBeUndefined();
    const ids = Array.from({ length: PAY_TOGETHER_MAX }, () => ID);
    expect(
      savePayInputSchema.parse({ ...base, AlsoRegistrationIds: ids }).AlsoRegistrationIds,
    ).toEqual(ids);
    expect(
      fieldsOf(savePayInputSchema.safeParse({ ...base, AlsoRegistrationIds: [...ids, ID] })),
    ).toEqual({ AlsoRegistrationIds: "field.invalid" });
    expect(
      fieldsOf(savePayInputSchema.safeParse({ ...base, AlsoRegistrationIds: [ID, "x"] })),
    ).toEqual({ "AlsoRegistrationIds.1": "field.invalid" });
  });
});

describe("checkQrCodeStatusInputSchema", () => {
  it("refuses ids with odd characters or of an odd length", () => {
    expect(checkQrCodeStatusInputSchema.parse({ qrId: "qr_0123456789abcdef" }).qrId).toBe(
      "qr_0123456789abcdef",
    );
    for (const qrId of ["short", "a".repeat(65), "qr 0123456789", "../../etc/passwd"]) {
      expect(fieldsOf(checkQrCodeStatusInputSchema.safeParse({ qrId }))).toEqual({
        qrId: "field.invalid",
      });
    }
    expect(fieldsOf(checkQrCodeStatusInputSchema.safeParse({ qrId: 5 }))).toEqual({
      qrId: "string.expected",
    });
  });
});

describe("savePayResultSchema", () => {
  it("tells the three ways a payment goes on apart", () => {
    expect(
      savePayResultSchema.parse({ kind: "redirect", paymentId: ID, url: "/sandbox/checkout/x" })
        .kind,
    ).toBe("redirect");
    const qr = {
      kind: "qr",
      paymentId: ID,
      qrId: "qr_0123456789abcdef",
      qrPayload: "http://localhost/sandbox/qr/qr_0123456789abcdef",
      imageUrl: "data:image/svg+xml;base64,PHN2Zz4=",
      paymentUrl: null,
      expiresAt: "2026-06-15T09:20:00.000Z",
    };
    expect(savePayResultSchema.parse(qr)).toEqual(qr);
    expect(savePayResultSchema.parse({ kind: "result", state: "success" })).toEqual({
      kind: "result",
      state: "success",
    });
    expect(savePayResultSchema.safeParse({ kind: "qr", paymentId: ID }).success).toBe(false);
  });
});

describe("payInfoSchema", () => {
  it("carries an installment plan of exactly four parts", () => {
    const part = (number: number) => ({
      number,
      amountKopecks: 100,
      dueAt: "2026-06-15T09:00:00.000Z",
    });
    const info = {
      registrationId: ID,
      state: "awaitingPayment",
      eventCode: "e",
      raceCode: "r",
      amountKopecks: 500,
      paymentDeadline: "2026-06-15T09:20:00.000Z",
      methods: [
        {
          method: "installments",
          amountKopecks: 100,
          totalKopecks: 400,
          installments: { discountKopecks: 100, totalKopecks: 400, parts: [1, 2, 3, 4].map(part) },
        },
      ],
      lastAttempt: null,
      result: null,
      payTogether: [],
    };
    expect(payInfoSchema.parse(info)).toEqual(info);
    const short = {
      ...info,
      methods: [
        {
          ...info.methods[0],
          installments: { discountKopecks: 100, totalKopecks: 400, parts: [part(1)] },
        },
      ],
    };
    expect(payInfoSchema.safeParse(short).success).toBe(false);
  });

  it("lists the orders payable together, each a known reason; none at all is not a list", () => {
    const order = {
      registrationId: ID,
      participantName: "Маша П.",
      raceCode: "r5",
      raceName: "5 км",
      reason: "teamShare",
      amountKopecks: 63_000,
      paymentDeadline: "2026-06-15T09:20:00.000Z",
    };
    const info = {
      registrationId: ID,
      state: "awaitingPayment",
      eventCode: "e",
      raceCode: "r",
      amountKopecks: 500,
      paymentDeadline: "2026-06-15T09:20:00.000Z",
      methods: [],
      lastAttempt: null,
      result: null,
      payTogether: [order],
    };
    expect(payInfoSchema.parse(info)).toEqual(info);
    expect(
      payInfoSchema.safeParse({ ...info, payTogether: [{ ...order, reason: "friend" }] }).success,
    ).toBe(false);
    const { payTogether: _left, ...without } = info;
    expect(payInfoSchema.safeParse(without).success).toBe(false);
  });
});

describe("QR statuses", () => {
  it("map every attempt status to what the poller is told, and that to a result page", () => {
    expect(PAYMENT_ATTEMPT_STATUSES.map((status) => [status, qrStatusOf(status)])).toEqual([
      ["pending", "pending"],
      ["succeeded", "paid"],
      ["declined", "failed"],
      ["expired", "expired"],
      ["refundDue", "expired"],
    ]);
    expect(
      (["pending", "paid", "failed", "expired"] as const).map(paymentResultForQrStatus),
    ).toEqual(["checking", "success", "error", "expired"]);
  });
});
