import { formatRub, type Locale } from "@reg/domain";
import type { REFUND_REASONS } from "../db/schema";
import { html } from "../html/html";
import { mailTexts } from "./mail-texts";
import type { OutboxMail } from "./outbox-mail";

export type RefundReason = (typeof REFUND_REASONS)[number];

export interface RefundFacts {
  paymentId: string;
  language: Locale;
  recipient: string;
  personName: string;
  eventName: string;
  raceName: string;
  amountKopecks: number;
  reason: RefundReason;
  supportEmail: string;
}

/** The notice that money which came could not buy the registration and goes back (ru or en). */
export function refundMail(facts: RefundFacts): OutboxMail {
  const t = mailTexts(facts.language);
  const amount = formatRub(facts.amountKopecks, facts.language);
  const paragraphs = [
    t.greeting(facts.personName),
    t.refundLead(facts.eventName, facts.raceName),
    t.refundReasons[facts.reason],
    `${t.refundAmount}: ${amount}. ${t.refundWhen}`,
    t.support(facts.supportEmail),
  ];
  return {
    kind: "paymentRefund",
    dedupeKey: `paymentRefund:${facts.paymentId}`,
    recipient: facts.recipient,
    language: facts.language,
    subject: t.refundSubject(facts.eventName),
    text: `${paragraphs.join("\n\n")}\n`,
    html: html`<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${t.refundSubject(facts.eventName)}</title></head><body style="font-family:Arial,sans-serif">${paragraphs.map((p) => html`<p>${p}</p>`)}</body></html>`
      .html,
    attachments: [],
  };
}
