import type { Locale } from "@reg/domain";
import type { CoreDb } from "../db/database";
import { outboxMessages, type OUTBOX_KINDS } from "../db/schema";
import { insertRowsSkippingStored } from "../db/json-rows";

export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Text content (an SVG), or base64 when `encoding` says so (a PDF: the outbox keeps text). */
  content: string;
  encoding?: "base64";
}

/** A message ready to send: rendered when its change is made, so it says what was true then. */
export interface OutboxMail {
  kind: OutboxKind;
  /** One message per key, however often its change is (re)applied. */
  dedupeKey: string;
  recipient: string;
  language: Locale;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

/**
 * A message kept as the facts it tells, rendered when it is read — sent, shown or resent — by its
 * kind's renderer (rendered-at-send.ts, decision 0044). The facts are what was true when the change
 * was made, so the message says the same as one rendered then.
 */
export interface MailOfFacts {
  kind: OutboxKind;
  dedupeKey: string;
  recipient: string;
  language: Locale;
  facts: object;
}

/** What goes in the outbox: a message ready to send, or the facts one is rendered from. */
export type QueuedMail = OutboxMail | MailOfFacts;

/** The outbox row of a message: its own columns, or its facts with empty subject and bodies. */
function rowOf(mail: QueuedMail) {
  const common = {
    kind: mail.kind,
    dedupeKey: mail.dedupeKey,
    recipient: mail.recipient,
    language: mail.language,
  };
  return "facts" in mail
    ? { ...common, subject: "", textBody: "", htmlBody: "", attachments: [], facts: mail.facts }
    : {
        ...common,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments,
        facts: null,
      };
}

/**
 * Puts a message in the outbox. Call it with the transaction that makes the change the message
 * tells about: both commit, or neither. A second message with the same key is dropped.
 */
export async function enqueueMail(db: CoreDb, mail: QueuedMail, now: Date): Promise<void> {
  await enqueueMails(db, [mail], now);
}

/** Several messages as enqueueMail puts one, in one statement (the callbacks' group commit). */
export async function enqueueMails(
  db: CoreDb,
  mails: readonly QueuedMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await insertRowsSkippingStored(
    db,
    outboxMessages,
    mails.map((mail) => ({ ...rowOf(mail), createdAt: now, nextAttemptAt: now })),
    outboxMessages.dedupeKey,
  );
}
