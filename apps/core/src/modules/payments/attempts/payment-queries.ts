import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { paymentMethodSchema, type PaymentAttempt } from "@reg/domain";
import { z } from "zod";
import type { CoreDb } from "../../../db/database";
import { idList, inTextsAt, inUuidsAt } from "../../../db/id-list";
import { preparedPerDb } from "../../../db/prepared";
import { paymentItems, payments, registrations, STORED_PAYMENT_STATUSES } from "../../../db/schema";
import { shownAttemptStatus, type StoredPaymentStatus } from "./attempt-status";
import { insertRowsReturning } from "../../../db/json-rows";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

const storedStatusSchema = z.enum(STORED_PAYMENT_STATUSES);

export function storedStatusOf(row: PaymentRow): StoredPaymentStatus {
  return storedStatusSchema.parse(row.status);
}

/** A payment row as the wire shows an attempt. */
export function toAttempt(row: PaymentRow, now: Date): PaymentAttempt {
  return {
    paymentId: row.id,
    method: paymentMethodSchema.parse(row.method),
    status: shownAttemptStatus(storedStatusOf(row), row.expiresAt, now),
    amountKopecks: row.amountKopecks,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertPayment(db: CoreDb, row: NewPaymentRow): Promise<PaymentRow> {
  const [inserted] = await insertPayments(db, [row]);
  if (!inserted) throw new Error("the payment row was not stored");
  return inserted;
}

/** Several attempts in one statement (the pay calls' group commit), in the order given. */
export async function insertPayments(
  db: CoreDb,
  rows: readonly NewPaymentRow[],
): Promise<PaymentRow[]> {
  if (rows.length === 0) return [];
  const inserted = await insertRowsReturning(db, payments, rows);
  const byId = new Map(inserted.map((row) => [row.id, row]));
  return rows.map((row) => {
    const stored = row.id === undefined ? undefined : byId.get(row.id);
    if (!stored) throw new Error("the payment row was not stored");
    return stored;
  });
}

/** An attempt the acquirer never opened (it could not be reached): no money can move for it. */
export async function deleteUnopenedPayment(db: CoreDb, id: string): Promise<void> {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/** A payment as its callback reads it: whether it pays several orders comes with it (decision 0032). */
export type LockedPayment = PaymentRow & { paysSeveral: boolean };

const lockedPaymentColumns = {
  ...getTableColumns(payments),
  // Most payments pay one order: their items are not read at all.
  paysSeveral: sql<boolean>`exists (
    select 1 from ${paymentItems} pi where pi.payment_id = ${payments.id})`,
};

const paymentForUpdate = preparedPerDb((db) =>
  db
    .select(lockedPaymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.provider, sql.placeholder("provider")),
        eq(payments.providerPaymentId, sql.placeholder("providerPaymentId")),
      ),
    )
    .for("update")
    .limit(1)
    .prepare("payment_by_provider_id_for_update"),
);

/** The attempt a callback is about, locked: callbacks for one payment are applied one at a time. */
export async function lockPaymentByProviderId(
  db: CoreDb,
  provider: string,
  providerPaymentId: string,
): Promise<LockedPayment | undefined> {
  const rows = await paymentForUpdate(db).execute({ provider, providerPaymentId });
  return rows[0];
}

const paymentsForUpdate = preparedPerDb((db) =>
  db
    .select(lockedPaymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.provider, sql.placeholder("provider")),
        inTextsAt(payments.providerPaymentId, "ids"),
      ),
    )
    .orderBy(payments.id)
    .for("update")
    .prepare("payments_by_provider_ids_for_update"),
);

/**
 * The attempts a batch of callbacks is about, locked in id order (two batches cannot deadlock on
 * them): the callbacks' group commit reads them with one statement. Unknown ids are absent.
 */
export function lockPaymentsByProviderIds(
  db: CoreDb,
  provider: string,
  providerPaymentIds: readonly string[],
): Promise<LockedPayment[]> {
  return paymentsForUpdate(db).execute({ provider, ids: idList(providerPaymentIds) });
}

/** Every result page reads it: built once (db/prepared.ts). */
const latestPaymentOf = preparedPerDb((db) => {
  const columns = getTableColumns(payments);
  const own = db
    .select({ ...columns, partKopecks: sql<number | null>`null::integer`.as("part_kopecks") })
    .from(payments)
    .where(eq(payments.registrationId, sql.placeholder("registrationId")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const asPart = db
    .select({ ...columns, partKopecks: paymentItems.amountKopecks })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(eq(paymentItems.registrationId, sql.placeholder("registrationId")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  // The lead's payment of several is found both ways: its part wins the tie.
  return own
    .unionAll(asPart)
    .orderBy(desc(payments.createdAt), desc(payments.id), sql`"part_kopecks" nulls last`)
    .limit(1)
    .prepare("latest_payment_of_registration");
});

/**
 * The registration's latest attempt, if any: its own, or one paying it with other orders (decision
 * 0032), which reads with this order's part as its amount.
 */
export async function latestPayment(
  db: CoreDb,
  registrationId: string,
): Promise<PaymentRow | undefined> {
  const rows = await latestPaymentOf(db).execute({ registrationId });
  return rows[0] && asThisOrders(rows[0]);
}

/** A payment as one of its orders reads it: a part of a payment of several is its amount. */
function asThisOrders({
  partKopecks,
  ...payment
}: PaymentRow & { partKopecks: number | null }): PaymentRow {
  return partKopecks === null
    ? payment
    : { ...payment, amountKopecks: partKopecks, totalKopecks: partKopecks };
}

// Every batch of result reads runs it: built once (db/prepared.ts).
const paymentsOfOrders = preparedPerDb((db) => {
  const columns = getTableColumns(payments);
  const own = db
    .select({
      forId: sql<string>`${payments.registrationId}`.as("for_id"),
      ...columns,
      partKopecks: sql<number | null>`null::integer`.as("part_kopecks"),
    })
    .from(payments)
    .where(inUuidsAt(payments.registrationId, "ids"));
  const asPart = db
    .select({
      forId: sql<string>`${paymentItems.registrationId}`.as("for_id"),
      ...columns,
      partKopecks: paymentItems.amountKopecks,
    })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(inUuidsAt(paymentItems.registrationId, "ids"));
  // Ordered as latestPayment orders one order's: the lead's part wins its tie.
  return own
    .unionAll(asPart)
    .orderBy(desc(payments.createdAt), desc(payments.id), sql`"part_kopecks" nulls last`)
    .prepare("payments_of_orders");
});

/**
 * latestPayment of several orders in one statement (the result reads' batch): every attempt of
 * each, newest first, the first of each kept. Orders without one are absent.
 */
export async function latestPaymentsOf(
  db: CoreDb,
  registrationIds: readonly string[],
): Promise<Map<string, PaymentRow>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await paymentsOfOrders(db).execute({ ids: idList(registrationIds) });
  const latest = new Map<string, PaymentRow>();
  for (const { forId, ...row } of rows)
    if (!latest.has(forId)) latest.set(forId, asThisOrders(row));
  return latest;
}

/** The attempt behind a QR code together with its registration's participant and maker. */
export async function findPaymentByQrId(
  db: CoreDb,
  qrId: string,
): Promise<{ payment: PaymentRow; userId: string; madeByUserId: string | null } | undefined> {
  const rows = await db
    .select({
      payment: payments,
      userId: registrations.userId,
      madeByUserId: registrations.madeByUserId,
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(eq(payments.qrId, qrId))
    .limit(1);
  return rows[0];
}
