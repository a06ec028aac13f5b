import { eq } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { idList, inUuidsAt } from "../../../db/id-list";
import { NOW_AT_RUN, preparedPerDb } from "../../../db/prepared";
import { payments, registrations } from "../../../db/schema";
import { listPaidRegistrations } from "../../events";
import { issueGiftFor } from "../../gifts";
import { queuedConfirmation } from "../../../outbox/confirmation-mail";
import { enqueueMail, enqueueMails, type QueuedMail } from "../../../outbox/outbox-mail";
import { refundMail, type RefundReason } from "../../../outbox/refund-mail";
import type { RegistrationRecord, RegistrationWithRace } from "../../registration";
import { confirmationFactsOf, refundFacts } from "./mail-facts";
import { participantNoticeMail } from "../../family";
import type { PaymentRow } from "../attempts/payment-queries";

/**
 * What the caller read with the registration (its race, whether it is a gift's): the settlement
 * does not read them again. Without it (a payment of several orders) they are read here.
 */
export type KnownOfOrder = Pick<RegistrationWithRace, "record" | "giftId">;

/** An order its payment has just paid, with what its caller read with it. */
export interface PaidOrder {
  registration: RegistrationRecord;
  payment: PaymentRow;
  known?: KnownOfOrder | undefined;
}

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
  await settlePaidTogether(db, [{ registration, payment, known }], now);
}

// Every batch of callbacks runs both: built once (db/prepared.ts).
const registrationsPaid = preparedPerDb((db) =>
  db
    .update(registrations)
    .set({ state: "paid", paidAt: NOW_AT_RUN, updatedAt: NOW_AT_RUN, releasedAt: null })
    .where(inUuidsAt(registrations.id, "ids"))
    .prepare("registrations_paid"),
);
const paymentsSucceeded = preparedPerDb((db) =>
  db
    .update(payments)
    .set({
      status: "succeeded",
      completedAt: NOW_AT_RUN,
      updatedAt: NOW_AT_RUN,
      refundReason: null,
    })
    .where(inUuidsAt(payments.id, "ids"))
    .prepare("payments_succeeded"),
);

/**
 * settlePaid for several orders at once (the callbacks' group commit): each change is one
 * statement for all of them, so a batch costs the database what one order did.
 */
export async function settlePaidTogether(
  db: CoreDb,
  orders: readonly PaidOrder[],
  now: Date,
): Promise<void> {
  if (orders.length === 0) return;
  await registrationsPaid(db).execute({
    ids: idList(orders.map((order) => order.registration.id)),
    now,
  });
  await paymentsSucceeded(db).execute({
    ids: idList(orders.map((order) => order.payment.id)),
    now,
  });
  const confirmed: PaidOrder[] = [];
  for (const order of orders) {
    // A gift's slot: the gift gets its code; nobody is listed or confirmed before it is redeemed (decision 0031).
    if (order.known?.giftId !== null && (await issueGiftFor(db, order.registration.id, now)))
      continue;
    confirmed.push(order);
  }
  await listPaidRegistrations(
    db,
    confirmed.map((order) => order.registration.id),
  );
  const paid = confirmed.map(({ registration, payment, known }) => ({
    registration: {
      ...registration,
      state: "paid",
      effective: "paid",
      paidAt: now,
      releasedAt: null,
    } satisfies RegistrationRecord,
    payment,
    record: known?.record,
  }));
  const mails: QueuedMail[] = (await confirmationFactsOf(db, paid)).map(queuedConfirmation);
  for (const { registration } of paid) {
    // Someone else's registration of them: the participant is told too (decision 0030).
    const notice = await participantNoticeMail(db, registration);
    if (notice) mails.push(notice);
  }
  await enqueueMails(db, mails, now);
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
