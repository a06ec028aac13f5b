import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../db/database";
import { queryRows } from "../db/query-rows";
import type { MailTransport } from "./mail-transport";
import { contentOf } from "./rendered-at-send";

export interface DeliveryOptions {
  /** Messages claimed per run. */
  batch?: number;
  /** How long a claim lasts: a worker that dies mid-send gives its messages back after it. */
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

const claimedRow = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  attachments: z.unknown(),
  facts: z.unknown(),
  attempts: z.number(),
});

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the due messages of the outbox once. Each is claimed (under SKIP LOCKED, with a lease) so
 * several workers never send one twice at once; a sent one is marked sent, a failed one waits
 * longer each time. The send happens outside any transaction: a slow SMTP server holds no lock.
 */
export async function deliverDueMail(
  db: CoreDb,
  transport: MailTransport,
  now: Date,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const claimed = await queryRows(
    db,
    sql`
      update outbox_messages set locked_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
      where id in (
        select id from outbox_messages
        where sent_at is null and next_attempt_at <= ${at}::timestamptz and (locked_until is null or locked_until <= ${at}::timestamptz)
        order by id limit ${options.batch ?? DEFAULT_BATCH}
        for update skip locked
      )
      returning id, kind, recipient, subject, text_body, html_body, attachments, facts, attempts`,
    claimedRow,
  );
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const message of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const content = contentOf({
        kind: message.kind,
        subject: message.subject,
        textBody: message.text_body,
        htmlBody: message.html_body,
        attachments: message.attachments,
        facts: message.facts,
      });
      await transport.send({ to: message.recipient, ...content });
      await db.execute(
        sql`update outbox_messages set sent_at = ${at}::timestamptz, locked_until = null, last_error = null where id = ${message.id}`,
      );
      report.sent++;
    } catch (error) {
      const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts)).toISOString();
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.execute(
        sql`update outbox_messages set next_attempt_at = ${retryAt}::timestamptz, locked_until = null, last_error = ${reason} where id = ${message.id}`,
      );
      report.failed++;
    }
  }
  return report;
}
