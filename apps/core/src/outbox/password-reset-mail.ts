import type { Locale } from "@reg/domain";
import { html } from "../html/html";
import { mailTexts } from "./mail-texts";
import type { OutboxMail } from "./outbox-mail";

export interface PasswordResetFacts {
  /** Unique per request (the token's hash), so each request gets its mail. */
  requestKey: string;
  language: Locale;
  recipient: string;
  personName: string;
  /** The portal's page that takes the token: `…/account/reset?token=…`. */
  link: string;
  ttlMinutes: number;
}

/** The e-mail with the one-time password-reset link (ru or en). */
export function passwordResetMail(facts: PasswordResetFacts): OutboxMail {
  const t = mailTexts(facts.language);
  const text = [
    t.greeting(facts.personName),
    "",
    t.resetLead,
    facts.link,
    "",
    t.resetExpiry(facts.ttlMinutes),
    t.resetIgnore,
  ].join("\n");
  return {
    kind: "passwordReset",
    dedupeKey: `passwordReset:${facts.requestKey}`,
    recipient: facts.recipient,
    language: facts.language,
    subject: t.resetSubject,
    text: `${text}\n`,
    html: html`<!doctype html>
      <html lang="${facts.language}">
        <head>
          <meta charset="utf-8" />
          <title>${t.resetSubject}</title>
        </head>
        <body style="font-family:Arial,sans-serif;color:#1d2433">
          <p>${t.greeting(facts.personName)}</p>
          <p>${t.resetLead}</p>
          <p>
            <a
              href="${facts.link}"
              style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px"
              >${t.resetAction}</a
            >
          </p>
          <p style="word-break:break-all">${facts.link}</p>
          <p>${t.resetExpiry(facts.ttlMinutes)}</p>
          <p>${t.resetIgnore}</p>
        </body>
      </html>`.html,
    attachments: [],
  };
}
