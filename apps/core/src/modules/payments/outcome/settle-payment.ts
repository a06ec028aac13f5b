import { eq } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { payments, registrations } from "../../../db/schema";
import { listPaidRegistration } from "../../events";
import { issueGiftFor } from "../../gifts";
import { confirmationMail } from "../../../outbox/confirmation-mail";
import { enqueueMail } from "../../../outbox/outbox-mail";
import { refundMail, type RefundReason } from "../../../outbox/refund-mail";
import type { RegistrationRecord, RegistrationWithRace } from "../../registration";
import { confirmationFacts, refundFacts } from "./mail-facts";
import { participantNoticeMail } from "../../family";
import type { PaymentRow } from "../attempts/payment-queries";

/**
 * What the caller read with the registration (its race, whether it is a gift's): the settlement
 * does not read them again. Without it (a payment of several orders) they are read here.
 */
export type KnownOfOrder = Pick<RegistrationWithRace, "record" | "giftId">;

/**
 * The registration is paid by this attempt: both rows change and the confirmation is put in the
 * outbox and the person put on the event's start list, all in the caller's transaction. The
 * registration holds its slot again (or still): nothing is released any more.
 */
export async function settlePaid(
  db: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  now: Date,
  known?: KnownOfOrder,
): Promise<void> {
  await db
    .update(registrations)
    .set({ state: "paid", paidAt: now, updatedAt: now, releasedAt: null })
    .where(eq(registrations.id, registration.id));
  await db
    .update(payments)
    .set({ status: "succeeded", completedAt: now, updatedAt: now, refundReason: null })
    .where(eq(payments.id, payment.id));
  // A gift's slot: the gift gets its code; nobody is listed or confirmed before it is redeemed (decision 0031).
  if (known?.giftId !== null && (await issueGiftFor(db, registration.id, now))) return;
  await listPaidRegistration(db, registration.id);
  const paid: RegistrationRecord = {
    ...registration,
    state: "paid",
    effective: "paid",
    paidAt: now,
    releasedAt: null,
  };
  await enqueueMail(
    db,
    confirmationMail(await confirmationFacts(db, paid, payment, known?.record)),
    now,
  );
  // Someone else's registration of them: the participant is told too (decision 0030).
  const notice = await participantNoticeMail(db, paid);
  if (notice) await enqueueMail(db, notice, now);
}

/** Money came that cannot buy the registration: the attempt is marked to refund and the person told. */
export async function settleRefundDue(
  db: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  reason: RefundReason,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: "refundDue", refundReason: reason, completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await enqueueMail(db, refundMail(await refundFacts(db, registration, payment, reason)), now);
}

/** The acquirer declined the attempt; the registration keeps waiting for its payment (retry, change method). */
export async function settleDeclined(db: CoreDb, payment: PaymentRow, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: "declined", completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
}
