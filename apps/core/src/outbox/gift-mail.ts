import { formatGiftCode, formatRub, type Locale } from "@reg/domain";
import { html } from "../html/html";
import type { OutboxMail } from "./outbox-mail";

export interface GiftMailFacts {
  giftId: string;
  language: Locale;
  recipient: string;
  buyerName: string;
  eventName: string;
  raceName: string;
  /** The race's start, as the buyer reads it ("20 September 2026, 09:00"). */
  startsAt: string;
  code: string;
  supportEmail: string;
}

export interface GiftRefundFacts extends Omit<GiftMailFacts, "code"> {
  amountKopecks: number;
}

const TEXTS = {
  ru: {
    greeting: (name: string) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
    codeSubject: (event: string) => `Подарок оплачен: ${event}`,
    codeLead: (event: string, race: string, starts: string) =>
      `Вы подарили участие в забеге «${race}» события «${event}» (старт ${starts}). Место в забеге закреплено за подарком.`,
    code: (code: string) => `Код подарка: ${code}`,
    how: "Передайте код получателю: он вводит его на странице «Подарок» сайта (раздел «Ввести код подарка»), заполняет свою анкету и сразу становится зарегистрированным и оплаченным участником. Код действует один раз, до старта забега. Распечатать открытку можно в личном кабинете, в разделе «Подарки».",
    refundSubject: (event: string) => `Подарок не был активирован: ${event}`,
    refundLead: (event: string, race: string) =>
      `Забег «${race}» события «${event}» начался, а ваш подарок так никто и не активировал.`,
    refundAmount: (amount: string) =>
      `Мы вернём вам ${amount} тем же способом, которым вы платили, в течение 10 рабочих дней.`,
    support: (email: string) => `Вопросы: ${email}`,
  },
  en: {
    greeting: (name: string) => (name ? `Hello, ${name}!` : "Hello!"),
    codeSubject: (event: string) => `Your gift is paid: ${event}`,
    codeLead: (event: string, race: string, starts: string) =>
      `You have given a place in the ${race} race of ${event} (start ${starts}). The place is held for your gift.`,
    code: (code: string) => `Gift code: ${code}`,
    how: "Give the code to the recipient: they enter it on the site's Gift page (Redeem a gift), fill in their own participant form and are registered, already paid. The code works once, until the race starts. You can print the gift card from your account, under Gifts.",
    refundSubject: (event: string) => `Your gift was not redeemed: ${event}`,
    refundLead: (event: string, race: string) =>
      `The ${race} race of ${event} has started and nobody redeemed your gift.`,
    refundAmount: (amount: string) =>
      `We will return ${amount} the way you paid within 10 working days.`,
    support: (email: string) => `Questions: ${email}`,
  },
} as const;

function mail(
  kind: OutboxMail["kind"],
  dedupeKey: string,
  facts: { language: Locale; recipient: string },
  subject: string,
  paragraphs: string[],
): OutboxMail {
  return {
    kind,
    dedupeKey,
    recipient: facts.recipient,
    language: facts.language,
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: html`<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${subject}</title></head><body style="font-family:Arial,sans-serif">${paragraphs.map((p) => html`<p>${p}</p>`)}</body></html>`
      .html,
    attachments: [],
  };
}

/** To the buyer once the gift is paid: its code and how the recipient uses it (ru or en). */
export function giftCodeMail(facts: GiftMailFacts): OutboxMail {
  const t = TEXTS[facts.language];
  return mail("giftCode", `giftCode:${facts.giftId}`, facts, t.codeSubject(facts.eventName), [
    t.greeting(facts.buyerName),
    t.codeLead(facts.eventName, facts.raceName, facts.startsAt),
    t.code(formatGiftCode(facts.code)),
    t.how,
    t.support(facts.supportEmail),
  ]);
}

/** To the buyer when the race started with the gift unredeemed: the money goes back. */
export function giftRefundMail(facts: GiftRefundFacts): OutboxMail {
  const t = TEXTS[facts.language];
  return mail("giftRefund", `giftRefund:${facts.giftId}`, facts, t.refundSubject(facts.eventName), [
    t.greeting(facts.buyerName),
    t.refundLead(facts.eventName, facts.raceName),
    t.refundAmount(formatRub(facts.amountKopecks, facts.language)),
    t.support(facts.supportEmail),
  ]);
}
