import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { preparedPerDb } from "../../../db/prepared";
import { paymentItems, registrations } from "../../../db/schema";
import { toRecord, type RegistrationRecord } from "../../registration";

/** One order a payment of several pays, and its part of the amount (decision 0032). */
export interface PaymentItem {
  registrationId: string;
  amountKopecks: number;
}

export async function insertPaymentItems(
  db: CoreDb,
  paymentId: string,
  items: readonly PaymentItem[],
): Promise<void> {
  await db.insert(paymentItems).values(items.map((item) => ({ paymentId, ...item })));
}

const itemsOfPaymentRead = preparedPerDb((db) =>
  db
    .select({
      registrationId: paymentItems.registrationId,
      amountKopecks: paymentItems.amountKopecks,
    })
    .from(paymentItems)
    .where(eq(paymentItems.paymentId, sql.placeholder("paymentId")))
    .orderBy(asc(paymentItems.registrationId))
    .prepare("items_of_payment"),
);

/** The orders a payment pays when it pays several; empty for a payment of one order. */
export function itemsOfPayment(db: CoreDb, paymentId: string): Promise<PaymentItem[]> {
  return itemsOfPaymentRead(db).execute({ paymentId });
}

/**
 * Registrations by id (whoever owns them), locked until the transaction ends, in id order: every
 * flow that locks several takes them in this one order, so two of them cannot deadlock.
 */
export async function lockRegistrationsInIdOrder(
  db: CoreDb,
  ids: readonly string[],
  now: Date,
): Promise<RegistrationRecord[]> {
  const rows = await db
    .select()
    .from(registrations)
    .where(inArray(registrations.id, [...ids]))
    .orderBy(asc(registrations.id))
    .for("update");
  return rows.map((row) => toRecord(row, now));
}
