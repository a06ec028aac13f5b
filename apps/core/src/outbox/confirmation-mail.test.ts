import { describe, expect, it } from "vitest";
import { formatRub, orderNumber, type Cart } from "@reg/domain";
import { qrSvg } from "../html/qr-image";
import { confirmationMail, queuedConfirmation, type ConfirmationFacts } from "./confirmation-mail";
import { contentOf } from "./rendered-at-send";
import { pickupPayload } from "./pickup-code";
import { refundMail } from "./refund-mail";

const REGISTRATION = "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";

const cart: Cart = {
  registrationId: REGISTRATION,
  state: "paid",
  eventCode: "night-run",
  raceCode: "10k",
  items: [
    {
      id: "slot",
      kind: "slot",
      name: "10 km",
      imageUrl: null,
      unitKopecks: 150_000,
      count: 1,
      lineKopecks: 150_000,
      maxPerOrder: 1,
      available: 1,
      customPrice: null,
    },
    {
      id: "tshirt",
      kind: "product",
      name: "T-shirt",
      imageUrl: null,
      unitKopecks: 50_000,
      count: 2,
      lineKopecks: 100_000,
      maxPerOrder: null,
      available: 3,
      customPrice: null,
    },
  ],
  promoCode: "TEN",
  totals: {
    subtotalKopecks: 250_000,
    discountKopecks: 25_000,
    commissionPercent: 5,
    commissionBaseKopecks: 225_000,
    commissionKopecks: 11_250,
    insuranceKopecks: 0,
    totalKopecks: 236_250,
  },
  createdAt: "2026-06-15T09:00:00.000Z",
  paymentDeadline: "2026-06-15T09:20:00.000Z",
  notice: null,
  changes: [],
  originalsNeededAtPickup: [],
};

function facts(overrides: Partial<ConfirmationFacts> = {}): ConfirmationFacts {
  return {
    registrationId: REGISTRATION,
    language: "ru",
    recipient: "anna@example.com",
    personName: "Анна",
    eventName: "Ночной забег",
    raceName: "10 км",
    startsAt: new Date("2026-07-16T16:00:00.000Z"),
    place: "Москва, Парк Горького",
    cart,
    method: "card",
    paidKopecks: 236_250,
    installments: null,
    supportEmail: "help@reg.local",
    ...overrides,
  };
}

describe("the confirmation mail", () => {
  it("says in Russian what was bought, for how much, when and where, with the pickup code", () => {
    const message = confirmationMail(facts());
    expect(message).toMatchObject({
      kind: "paymentConfirmation",
      dedupeKey: `paymentConfirmation:${REGISTRATION}`,
      recipient: "anna@example.com",
      language: "ru",
      subject: "Вы зарегистрированы: Ночной забег",
    });
    const lines = message.text.split("\n");
    expect(lines).toContain("Старт: 16.07.2026 19:00");
    expect(lines).toContain(`  T-shirt × 2: ${formatRub(100_000, "ru")}`);
    expect(lines).toContain(`  Скидка: −${formatRub(25_000, "ru")}`);
    expect(lines).toContain(`  Итого: ${formatRub(236_250, "ru")}`);
    expect(message.text).toContain("Способ оплаты: банковская карта");
    expect(message.text).toContain(`Код получения: ${orderNumber(REGISTRATION)}`);
    expect(message.text).toContain("help@reg.local");
  });

  it("carries the pickup QR inline and as an SVG attachment, encoding the registration", () => {
    const message = confirmationMail(facts());
    const svg = qrSvg(pickupPayload(REGISTRATION));
    expect(pickupPayload(REGISTRATION)).toBe(`REG-PICKUP:${REGISTRATION}`);
    expect(message.html).toContain(svg);
    expect(message.attachments).toEqual([
      {
        filename: `pickup-${orderNumber(REGISTRATION)}.svg`,
        contentType: "image/svg+xml",
        content: svg,
      },
    ]);
    expect(orderNumber(REGISTRATION)).toBe("6F1C2A4E");
  });

  it("is in English for a payment made in English, with the installment schedule", () => {
    const parts = [1, 2, 3, 4].map((number) => ({
      number,
      amountKopecks: 56_563,
      dueAt: new Date(Date.UTC(2026, 5, 15 + 14 * (number - 1), 9)).toISOString(),
    }));
    const message = confirmationMail(
      facts({
        language: "en",
        eventName: "Night Run",
        raceName: "10 km",
        method: "installments",
        paidKopecks: 56_563,
        installments: { discountKopecks: 10_000, totalKopecks: 226_252, parts },
      }),
    );
    expect(message.subject).toBe("You are registered: Night Run");
    expect(message.text).toContain("Payment schedule:");
    expect(message.text).toContain(`  today: ${formatRub(56_563, "en")}`);
    expect(message.text).toContain(`  Total: ${formatRub(226_252, "en")}`);
    expect(message.text).toContain("27.07.2026");
    expect(message.text).toContain("Payment method: installments");
    expect(message.html).toContain('<html lang="en">');
  });

  it("escapes names it did not write", () => {
    const message = confirmationMail(
      facts({ eventName: "<script>alert(1)</script>", personName: "Anna & <b>Co</b>" }),
    );
    expect(message.html).not.toContain("<script>alert(1)</script>");
    expect(message.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(message.html).toContain("Anna &amp; &lt;b&gt;Co&lt;/b&gt;");
  });
});

describe("the refund mail", () => {
  it("tells why the money goes back and how much, once per payment", () => {
    const message = refundMail({
      paymentId: "p1",
      language: "en",
      recipient: "anna@example.com",
      personName: "Anna",
      eventName: "Night Run",
      raceName: "10 km",
      amountKopecks: 105_000,
      reason: "slotsSoldOut",
      supportEmail: "help@reg.local",
    });
    expect(message).toMatchObject({
      kind: "paymentRefund",
      dedupeKey: "paymentRefund:p1",
      subject: "Your payment is being refunded: Night Run",
      attachments: [],
    });
    expect(message.text).toContain("no places were left");
    expect(message.text).toContain(`Amount refunded: ${formatRub(105_000, "en")}.`);
  });
});

describe("the confirmation kept as facts (decision 0044)", () => {
  it("renders from the outbox's JSON exactly the message the payment would have rendered", () => {
    const kept = queuedConfirmation(facts({ installments: null }));
    const row = {
      kind: kept.kind,
      subject: "",
      textBody: "",
      htmlBody: "",
      attachments: [],
      facts: JSON.parse(JSON.stringify(kept.facts)) as unknown,
    };
    const { subject, text, html, attachments } = confirmationMail(facts());
    expect(contentOf(row)).toEqual({ subject, text, html, attachments });
    expect(kept).toMatchObject({ dedupeKey: `paymentConfirmation:${REGISTRATION}` });
  });

  it("refuses facts that are not a confirmation's", () => {
    const row = {
      kind: "paymentConfirmation",
      subject: "",
      textBody: "",
      htmlBody: "",
      attachments: [],
    };
    expect(() => contentOf({ ...row, facts: { registrationId: REGISTRATION } })).toThrow();
    expect(() => contentOf({ ...row, kind: "passwordReset", facts: facts() })).toThrow(
      /passwordReset/,
    );
  });
});
