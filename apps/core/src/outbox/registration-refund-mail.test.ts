import { describe, expect, it } from "vitest";
import { registrationRefundMail, type RegistrationRefundFacts } from "./registration-refund-mail";

const facts: RegistrationRefundFacts = {
  refundId: "0b6f6a52-3c1e-4d7a-9f20-6c1d2e3f4a5b",
  recipientUserId: "5d2c1b0a-9e8f-4a7b-8c6d-1e2f3a4b5c6d",
  language: "en",
  recipient: "anna@example.com",
  personName: "Anna",
  participantName: "Masha <Petrova>",
  eventName: "Night Run",
  raceName: "10 km",
  amountKopecks: 123_450,
  certificateToCorrect: true,
  taxDeductionUrl: "https://reg.example/tax-deduction",
  supportEmail: "help@reg.example",
};

describe("the notice of a refund told by the acquirer (decision 0043)", () => {
  it("says what came back for whose order and, to a certificate's requester, where to ask for the corrected one", () => {
    const mail = registrationRefundMail(facts);
    expect(mail.kind).toBe("registrationRefund");
    expect(mail.dedupeKey).toBe(`registrationRefund:${facts.refundId}:${facts.recipientUserId}`);
    expect(mail.subject).toBe("Money returned: Night Run");
    expect(mail.text).toContain("Hello, Anna!");
    expect(mail.text).toMatch(
      /The organizer returned .*1,234\.50.* for the registration for Night Run, 10 km, participant: Masha <Petrova>\./,
    );
    expect(mail.text).toContain("stays as the organizer left it");
    expect(mail.text).toContain("Ask for the corrected certificate on the Tax deduction page");
    expect(mail.text).toContain("https://reg.example/tax-deduction");
    expect(mail.html).toContain('href="https://reg.example/tax-deduction"');
    expect(mail.html).toContain("Masha &lt;Petrova&gt;");
    expect(mail.html).not.toContain("<Petrova>");
  });

  it("tells the payer of an order with no certificate only about the money, in Russian when paid in Russian", () => {
    const mail = registrationRefundMail({
      ...facts,
      language: "ru",
      personName: "Анна",
      participantName: null,
      eventName: "Ночной забег",
      certificateToCorrect: false,
    });
    expect(mail.subject).toBe("Возврат денег: Ночной забег");
    expect(mail.text).toMatch(
      /Организатор вернул 1\s234,50\s₽ за регистрацию на «Ночной забег», дистанция «10 km»\./,
    );
    expect(mail.text).not.toContain("справк");
    expect(mail.html).not.toContain("tax-deduction");
    expect(mail.text).toContain("Вопросы? Пишите нам: help@reg.example");
  });
});
