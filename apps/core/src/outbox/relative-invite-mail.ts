import type { Locale } from "@reg/domain";
import { html } from "../html/html";
import type { OutboxMail } from "./outbox-mail";

export interface RelativeInviteFacts {
  /** The link token's hash: one mail per created account. */
  requestKey: string;
  language: Locale;
  recipient: string;
  personName: string;
  /** Who created the account ("Мария Петрова"). */
  makerName: string;
  /** The password reset page with the account's one-time token. */
  link: string;
}

const TEXTS: Record<
  Locale,
  {
    subject: string;
    greeting: (name: string) => string;
    lead: (maker: string) => string;
    action: string;
    expiry: string;
    ignore: string;
  }
> = {
  ru: {
    subject: "Для вас создан аккаунт",
    greeting: (name) => `Здравствуйте, ${name}!`,
    lead: (maker) =>
      `${maker} создал(а) для вас аккаунт, чтобы регистрировать вас на старты. Задайте пароль, и аккаунт станет вашим: вы увидите свои регистрации и сможете регистрироваться сами.`,
    action: "Задать пароль",
    expiry:
      "Ссылка действует 7 дней и только один раз; потом пароль можно восстановить на странице входа.",
    ignore: "Если вы не знаете этого человека, просто не отвечайте на письмо.",
  },
  en: {
    subject: "An account was created for you",
    greeting: (name) => `Hello, ${name}!`,
    lead: (maker) =>
      `${maker} created an account for you to register you for races. Set a password and the account is yours: you will see your registrations and can register yourself.`,
    action: "Set a password",
    expiry:
      "The link works for 7 days and only once; after that, reset the password from the sign-in page.",
    ignore: "If you do not know this person, simply ignore this e-mail.",
  },
};

/** The mail a relative's new account gets: who made it, and a link to set a password and take it over. */
export function relativeInviteMail(facts: RelativeInviteFacts): OutboxMail {
  const t = TEXTS[facts.language];
  const text = [
    t.greeting(facts.personName),
    "",
    t.lead(facts.makerName),
    facts.link,
    "",
    t.expiry,
    t.ignore,
  ].join("\n");
  return {
    kind: "relativeInvite",
    dedupeKey: `relativeInvite:${facts.requestKey}`,
    recipient: facts.recipient,
    language: facts.language,
    subject: t.subject,
    text: `${text}\n`,
    html: html`<!doctype html>
      <html lang="${facts.language}">
        <head>
          <meta charset="utf-8" />
          <title>${t.subject}</title>
        </head>
        <body style="font-family:Arial,sans-serif;color:#1d2433">
          <p>${t.greeting(facts.personName)}</p>
          <p>${t.lead(facts.makerName)}</p>
          <p>
            <a
              href="${facts.link}"
              style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px"
              >${t.action}</a
            >
          </p>
          <p style="word-break:break-all">${facts.link}</p>
          <p>${t.expiry}</p>
          <p>${t.ignore}</p>
        </body>
      </html>`.html,
    attachments: [],
  };
}
