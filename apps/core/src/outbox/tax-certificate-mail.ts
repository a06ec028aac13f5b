import type { Locale } from "@reg/domain";
import { html } from "../html/html";
import type { OutboxMail } from "./outbox-mail";

export interface TaxCertificateMailFacts {
  certificateId: string;
  /** Makes a resend a message of its own (the dedupe key); the issue's first mail has none. */
  sendKey: string;
  language: Locale;
  recipient: string;
  firstName: string;
  organizerName: string;
  number: string;
  correction: string;
  year: string;
  amount: string;
  pdf: Buffer;
}

const TEXTS = {
  ru: {
    subject: (n: string, c: string, y: string) =>
      `Справка об оплате физкультурно-оздоровительных услуг № ${n} (корр. ${c}) за ${y} год`,
    greeting: (name: string) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
    lead: (org: string, y: string, amount: string) =>
      `Во вложении справка организатора «${org}» об оплате физкультурно-оздоровительных услуг за ${y} год на сумму ${amount} руб. для налогового вычета.`,
    how: "Приложите её к декларации 3-НДФЛ. Справки и их историю можно скачать в личном кабинете.",
  },
  en: {
    subject: (n: string, c: string, y: string) =>
      `Certificate of payment for fitness services No. ${n} (correction ${c}) for ${y}`,
    greeting: (name: string) => (name ? `Hello, ${name}!` : "Hello!"),
    lead: (org: string, y: string, amount: string) =>
      `Attached is ${org}'s certificate of payment for fitness services for ${y}, ${amount} RUB, for the social tax deduction.`,
    how: "Attach it to your 3-NDFL return. Your certificates and their history are in your account.",
  },
} as const;

/** The certificate by e-mail, its PDF attached (base64: the outbox keeps text). */
export function taxCertificateMail(facts: TaxCertificateMailFacts): OutboxMail {
  const t = TEXTS[facts.language];
  const paragraphs = [
    t.greeting(facts.firstName),
    t.lead(facts.organizerName, facts.year, facts.amount),
    t.how,
  ];
  return {
    kind: "taxCertificate",
    dedupeKey: `taxCertificate:${facts.certificateId}:${facts.sendKey}`,
    recipient: facts.recipient,
    language: facts.language,
    subject: t.subject(facts.number, facts.correction, facts.year),
    text: `${paragraphs.join("\n\n")}\n`,
    html: html`<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif">${paragraphs.map((p) => html`<p>${p}</p>`)}</body></html>`
      .html,
    attachments: [
      {
        filename: `spravka-${facts.year}-${facts.number}-${facts.correction}.pdf`,
        contentType: "application/pdf",
        content: facts.pdf.toString("base64"),
        encoding: "base64",
      },
    ],
  };
}
