import { z } from "zod";
import {
  LOCALES,
  cartSchema,
  formatMoscowDate,
  formatMoscowDateTime,
  formatRub,
  installmentPlanOutSchema,
  paymentMethodSchema,
  orderNumber,
} from "@reg/domain";
import { html, trustedHtml, type SafeHtml } from "../html/html";
import { qrSvg } from "../html/qr-image";
import { mailTexts, type MailTexts } from "./mail-texts";
import type { MailOfFacts, OutboxMail } from "./outbox-mail";
import { pickupPayload } from "./pickup-code";

/**
 * What a confirmation tells, gathered in the transaction that paid the registration and kept in
 * the outbox as JSON (decision 0044): the schema reads it back when the message is rendered.
 */
export const confirmationFactsSchema = z.object({
  registrationId: z.string(),
  language: z.enum(LOCALES),
  recipient: z.string(),
  personName: z.string(),
  eventName: z.string(),
  raceName: z.string(),
  startsAt: z.coerce.date(),
  place: z.string(),
  cart: cartSchema,
  method: paymentMethodSchema,
  paidKopecks: z.number().int(),
  installments: installmentPlanOutSchema.nullable(),
  supportEmail: z.string(),
});
export type ConfirmationFacts = z.infer<typeof confirmationFactsSchema>;

/** The confirmation's outbox key as the payment writes it; a resend's key extends it. */
export const confirmationKey = (registrationId: string) => `paymentConfirmation:${registrationId}`;

interface Row {
  label: string;
  value: string;
}

function orderRows(facts: ConfirmationFacts, t: MailTexts): Row[] {
  const rub = (kopecks: number) => formatRub(kopecks, facts.language);
  const { totals } = facts.cart;
  const rows = facts.cart.items.map((item) => ({
    label: item.count > 1 ? `${item.name} × ${item.count}` : item.name,
    value: rub(item.lineKopecks),
  }));
  if (totals.discountKopecks > 0)
    rows.push({ label: t.discount, value: `−${rub(totals.discountKopecks)}` });
  if (totals.commissionKopecks > 0)
    rows.push({ label: t.commission, value: rub(totals.commissionKopecks) });
  const total = facts.installments?.totalKopecks ?? totals.totalKopecks;
  rows.push(
    { label: t.total, value: rub(total) },
    { label: t.paidNow, value: rub(facts.paidKopecks) },
    { label: t.method, value: t.methods[facts.method] },
  );
  return rows;
}

function scheduleRows(facts: ConfirmationFacts, t: MailTexts): Row[] {
  return (facts.installments?.parts ?? []).map((part) => ({
    label: part.number === 1 ? t.installmentToday : formatMoscowDate(part.dueAt),
    value: formatRub(part.amountKopecks, facts.language),
  }));
}

function textBody(facts: ConfirmationFacts, t: MailTexts, code: string): string {
  const lines = [
    t.greeting(facts.personName),
    "",
    t.confirmationLead(facts.eventName, facts.raceName),
    `${t.start}: ${formatMoscowDateTime(facts.startsAt)}`,
    `${t.place}: ${facts.place}`,
    `${t.registrationNumber}: ${facts.registrationId}`,
    "",
    `${t.order}:`,
    ...orderRows(facts, t).map((row) => `  ${row.label}: ${row.value}`),
  ];
  const schedule = scheduleRows(facts, t);
  if (schedule.length > 0)
    lines.push("", `${t.installments}:`, ...schedule.map((row) => `  ${row.label}: ${row.value}`));
  lines.push(
    "",
    `${t.pickupTitle}. ${t.pickupText}`,
    `${t.pickupCode}: ${code}`,
    "",
    t.support(facts.supportEmail),
  );
  return `${lines.join("\n")}\n`;
}

function table(rows: Row[]): SafeHtml {
  return html`<table style="border-collapse:collapse;width:100%;max-width:32rem">${rows.map(
    (row) =>
      html`<tr><td style="padding:4px 8px 4px 0">${row.label}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${row.value}</td></tr>`,
  )}</table>`;
}

function htmlBody(facts: ConfirmationFacts, t: MailTexts, code: string, svg: string): string {
  const schedule = scheduleRows(facts, t);
  return html`<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${t.confirmationSubject(facts.eventName)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1d2433">
<p>${t.greeting(facts.personName)}</p>
<p><strong>${t.confirmationLead(facts.eventName, facts.raceName)}</strong></p>
<p>${t.start}: ${formatMoscowDateTime(facts.startsAt)}<br>${t.place}: ${facts.place}<br>${t.registrationNumber}: ${facts.registrationId}</p>
<h2 style="font-size:16px">${t.order}</h2>${table(orderRows(facts, t))}
${schedule.length > 0 ? html`<h2 style="font-size:16px">${t.installments}</h2>${table(schedule)}` : null}
<h2 style="font-size:16px">${t.pickupTitle}</h2><p>${t.pickupText}</p>
<div style="width:220px;height:220px">${trustedHtml(svg)}</div>
<p>${t.pickupCode}: <strong style="font-family:monospace;font-size:18px">${code}</strong></p>
<p>${t.support(facts.supportEmail)}</p>
</body></html>`.html;
}

/**
 * The confirmation of a paid registration (ru or en): the race, the order with its totals, the
 * installment schedule when there is one, and the QR code for the start-pack pickup — inline in
 * the HTML and attached as an SVG file for mail programs that hide inline pictures.
 */
export function confirmationMail(facts: ConfirmationFacts): OutboxMail {
  const t = mailTexts(facts.language);
  const code = orderNumber(facts.registrationId);
  const svg = qrSvg(pickupPayload(facts.registrationId));
  return {
    kind: "paymentConfirmation",
    dedupeKey: confirmationKey(facts.registrationId),
    recipient: facts.recipient,
    language: facts.language,
    subject: t.confirmationSubject(facts.eventName),
    text: textBody(facts, t, code),
    html: htmlBody(facts, t, code, svg),
    attachments: [{ filename: `pickup-${code}.svg`, contentType: "image/svg+xml", content: svg }],
  };
}

/**
 * The confirmation as the paying transaction queues it: its facts, rendered by confirmationMail
 * when the message is sent or shown. The QR code and ~20 KB of HTML stay out of the transaction
 * that every paid registration of a rush waits for (decision 0044).
 */
export function queuedConfirmation(facts: ConfirmationFacts): MailOfFacts {
  return {
    kind: "paymentConfirmation",
    dedupeKey: confirmationKey(facts.registrationId),
    recipient: facts.recipient,
    language: facts.language,
    facts,
  };
}
