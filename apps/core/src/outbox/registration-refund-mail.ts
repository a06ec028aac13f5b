import { formatRub, type Locale } from "@reg/domain";
import { html } from "../html/html";
import { mailTexts } from "./mail-texts";
import type { OutboxMail } from "./outbox-mail";

export interface RegistrationRefundFacts {
  /** The recorded refund (registration_refunds.id): one notice per refund and recipient. */
  refundId: string;
  recipientUserId: string;
  language: Locale;
  recipient: string;
  personName: string;
  /** Whose order it is, when not the recipient's own (a child's, a team member's share); else null. */
  participantName: string | null;
  eventName: string;
  raceName: string;
  amountKopecks: number;
  /** The recipient asked for a certificate this refund made wrong: they may ask for its correction. */
  certificateToCorrect: boolean;
  /** The portal's tax-deduction page: `…/tax-deduction`. */
  taxDeductionUrl: string;
  supportEmail: string;
}

const TEXTS = {
  ru: {
    subject: (event: string) => `Возврат денег: ${event}`,
    lead: (amount: string, event: string, race: string, participant: string | null) =>
      `Организатор вернул ${amount} за регистрацию на «${event}», дистанция «${race}»${participant === null ? "" : `, участник: ${participant}`}.`,
    when: "Деньги вернутся тем же способом, которым вы платили; срок зачисления зависит от банка.",
    registration:
      "Регистрация остаётся такой, какой её оставил организатор; возвращённая сумма видна в карточке регистрации в личном кабинете.",
    correction:
      "Справка для налогового вычета, в которую входил этот платёж, больше не верна. Запросите исправленную справку на странице «Налоговый вычет»: она придёт с тем же номером и следующим номером корректировки.",
    correctionAction: "Запросить исправленную справку",
  },
  en: {
    subject: (event: string) => `Money returned: ${event}`,
    lead: (amount: string, event: string, race: string, participant: string | null) =>
      `The organizer returned ${amount} for the registration for ${event}, ${race}${participant === null ? "" : `, participant: ${participant}`}.`,
    when: "The money goes back the way you paid; how soon it arrives depends on your bank.",
    registration:
      "The registration stays as the organizer left it; the amount returned shows on the registration's card in your account.",
    correction:
      "The tax-deduction certificate that included this payment is no longer right. Ask for the corrected certificate on the Tax deduction page: it keeps its number and gets the next correction number.",
    correctionAction: "Ask for the corrected certificate",
  },
} as const;

/**
 * The notice that the organizer gave money back through the acquirer (decision 0043), ru or en:
 * to the payer, and to whoever asked for a certificate the refund made wrong, with the way to the
 * corrected one.
 */
export function registrationRefundMail(facts: RegistrationRefundFacts): OutboxMail {
  const common = mailTexts(facts.language);
  const t = TEXTS[facts.language];
  const amount = formatRub(facts.amountKopecks, facts.language);
  const lead = t.lead(amount, facts.eventName, facts.raceName, facts.participantName);
  const subject = t.subject(facts.eventName);
  const text = [
    common.greeting(facts.personName),
    lead,
    t.when,
    t.registration,
    ...(facts.certificateToCorrect ? [`${t.correction}\n${facts.taxDeductionUrl}`] : []),
    common.support(facts.supportEmail),
  ];
  return {
    kind: "registrationRefund",
    dedupeKey: `registrationRefund:${facts.refundId}:${facts.recipientUserId}`,
    recipient: facts.recipient,
    language: facts.language,
    subject,
    text: `${text.join("\n\n")}\n`,
    html: html`<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${subject}</title></head><body style="font-family:Arial,sans-serif;color:#1d2433"><p>${common.greeting(facts.personName)}</p><p>${lead}</p><p>${t.when}</p><p>${t.registration}</p>${
      facts.certificateToCorrect
        ? html`<p>${t.correction}</p><p><a href="${facts.taxDeductionUrl}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${t.correctionAction}</a></p><p style="word-break:break-all">${facts.taxDeductionUrl}</p>`
        : null
    }<p>${common.support(facts.supportEmail)}</p></body></html>`.html,
    attachments: [],
  };
}
