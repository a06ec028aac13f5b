import type { Locale } from "@reg/domain";
import { html } from "../html/html";
import type { OutboxMail } from "./outbox-mail";

export interface ParticipantRegisteredFacts {
  registrationId: string;
  language: Locale;
  recipient: string;
  personName: string;
  /** Who registered and paid ("Мария П."). */
  makerName: string;
  eventName: string;
  raceName: string;
}

const TEXTS: Record<
  Locale,
  {
    subject: (event: string) => string;
    greeting: (name: string) => string;
    lead: (maker: string, event: string, race: string) => string;
    account: string;
  }
> = {
  ru: {
    subject: (event) => `Вас зарегистрировали: ${event}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    lead: (maker, event, race) =>
      `${maker} зарегистрировал(а) вас и оплатил(а) участие: «${event}», дистанция «${race}».`,
    account:
      "Регистрация, стартовый пакет и QR-код для его получения — в личном кабинете: войдите на сайт с этим e-mail.",
  },
  en: {
    subject: (event) => `You are registered: ${event}`,
    greeting: (name) => `Hello, ${name}!`,
    lead: (maker, event, race) =>
      `${maker} registered you and paid for your place: “${event}”, race “${race}”.`,
    account:
      "The registration, the start pack and its pickup QR code are in your personal account: sign in on the site with this e-mail.",
  },
};

/** The participant's notice when someone else (a relative, a friend) paid for their registration. */
export function participantRegisteredMail(facts: ParticipantRegisteredFacts): OutboxMail {
  const t = TEXTS[facts.language];
  const lead = t.lead(facts.makerName, facts.eventName, facts.raceName);
  const subject = t.subject(facts.eventName);
  return {
    kind: "friendRegistered",
    dedupeKey: `friendRegistered:${facts.registrationId}`,
    recipient: facts.recipient,
    language: facts.language,
    subject,
    text: `${[t.greeting(facts.personName), "", lead, "", t.account].join("\n")}\n`,
    html: html`<!doctype html>
      <html lang="${facts.language}">
        <head>
          <meta charset="utf-8" />
          <title>${subject}</title>
        </head>
        <body style="font-family:Arial,sans-serif;color:#1d2433">
          <p>${t.greeting(facts.personName)}</p>
          <p>${lead}</p>
          <p>${t.account}</p>
        </body>
      </html>`.html,
    attachments: [],
  };
}
