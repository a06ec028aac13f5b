import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  CONFIRMATION_RESEND_INTERVAL_MS,
  registrationStateSchema,
  type RegistrationState,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { outboxMessages } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { enqueueMail } from "../../../outbox/outbox-mail";
import { confirmationKey } from "../../../outbox/confirmation-mail";
import { contentOf } from "../../../outbox/rendered-at-send";
import type { UserRow } from "../queries";
import { seenState } from "./list";

/**
 * One of the person's own registrations (theirs, or made by them for someone else: decision 0030),
 * locked for the change: its state as seen now, and whether its race has started. Anyone else's id
 * reads as missing (NOT_FOUND, never FORBIDDEN), so ids cannot be probed; the caller runs in a
 * transaction.
 */
async function lockOwn(
  tx: CoreDb,
  user: UserRow,
  registrationId: string,
  now: Date,
): Promise<{ state: RegistrationState; raceStarted: boolean }> {
  const [row] = await queryRows(
    tx,
    sql`select r.state, extract(epoch from r.expires_at) * 1000 as expires_ms,
               extract(epoch from ra.starts_at) * 1000 as starts_ms
          from registrations r
          join races ra on ra.id = r.race_id
         where r.id = ${registrationId}
           and (r.user_id = ${user.id} or r.made_by_user_id = ${user.id})
           for update of r`,
    z.object({
      state: registrationStateSchema,
      expires_ms: z.coerce.number(),
      starts_ms: z.coerce.number(),
    }),
  );
  if (!row) throw new AppError("NOT_FOUND");
  return {
    state: seenState(row.state, new Date(row.expires_ms), now),
    raceStarted: row.starts_ms <= now.getTime(),
  };
}

/**
 * A paid registration whose race is still ahead: from the start on, the start list is history and
 * the confirmation (with its pickup QR) comes too late (the portal shows it among the past ones).
 */
async function lockOwnUpcomingPaid(
  tx: CoreDb,
  user: UserRow,
  registrationId: string,
  now: Date,
): Promise<void> {
  const own = await lockOwn(tx, user, registrationId, now);
  if (own.state !== "paid" || own.raceStarted) throw new AppError("INVALID_STATE");
}

/**
 * The start-list consent of one's own paid registration (issue 8 left it fixed at payment): the
 * form keeps it for the record and the start list's entry shows or hides the participant at once.
 */
export async function setStartListConsent(
  db: CoreDb,
  user: UserRow,
  input: { registrationId: string; showInStartList: boolean },
  now: Date,
): Promise<{ registrationId: string; showInStartList: boolean }> {
  return db.transaction(async (tx) => {
    // Only a paid registration is on the start list; a draft's consent is the form's to change.
    await lockOwnUpcomingPaid(tx, user, input.registrationId, now);
    const shown = input.showInStartList;
    await tx.execute(sql`
      update registrations
         set participant = jsonb_set(participant, '{showInStartList}', to_jsonb(${shown}::boolean)),
             updated_at = ${now.toISOString()}::timestamptz
       where id = ${input.registrationId}`);
    await tx.execute(sql`
      update start_list_entries set show_in_start_list = ${shown}::boolean
       where registration_id = ${input.registrationId}`);
    return { registrationId: input.registrationId, showInStartList: shown };
  });
}

/**
 * The paid registration's confirmation once more: the message the payment put in the outbox (its
 * facts written then, so it says what was bought and paid), to the account's e-mail now. At most
 * one per CONFIRMATION_RESEND_INTERVAL_MS per registration, the payment's own included: the lock on
 * the registration makes two resends at once wait for each other, so the second sees the first.
 */
export async function resendConfirmation(
  db: CoreDb,
  user: UserRow,
  registrationId: string,
  now: Date,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    await lockOwnUpcomingPaid(tx, user, registrationId, now);
    const key = confirmationKey(registrationId);
    const sent = await tx
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, "paymentConfirmation"),
          or(eq(outboxMessages.dedupeKey, key), like(outboxMessages.dedupeKey, `${key}:resend:%`)),
        ),
      )
      .orderBy(desc(outboxMessages.createdAt));
    const original = sent.find((message) => message.dedupeKey === key);
    // Paid without a confirmation of ours (an organizer's import): there is nothing to resend.
    if (!original) throw new AppError("INVALID_STATE");
    const latest = sent[0]?.createdAt ?? original.createdAt;
    if (now.getTime() - latest.getTime() < CONFIRMATION_RESEND_INTERVAL_MS)
      throw new AppError("TOO_MANY_ATTEMPTS");
    const copy = {
      kind: "paymentConfirmation",
      dedupeKey: `${key}:resend:${now.getTime()}`,
      recipient: user.email,
      language: original.language === "en" ? "en" : "ru",
    } as const;
    // Kept as facts (decision 0044): the copy keeps them and is rendered as the original is.
    await enqueueMail(
      tx,
      original.facts !== null && typeof original.facts === "object"
        ? { ...copy, facts: original.facts }
        : { ...copy, ...contentOf(original) },
      now,
    );
    return { ok: true as const };
  });
}
