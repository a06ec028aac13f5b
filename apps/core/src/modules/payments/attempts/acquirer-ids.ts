import { and, eq, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { oneLane } from "../../../db/group-commit";
import { payments } from "../../../db/schema";
import { idList, inUuidsAt } from "../../../db/id-list";
import { preparedPerDb } from "../../../db/prepared";

/** The acquirer's ids of one attempt, once it answered the creation. */
export interface AcquirerIds {
  paymentId: string;
  providerPaymentId: string;
  qrId: string | null;
  now: Date;
}

/** Attempts whose ids one statement keeps at most. */
const MAX_PER_BATCH = 100;

/**
 * Keeps the acquirer's ids of the attempts it opened: those opened while the previous statement
 * is under way are written by one (GroupCommit), each attempt's own row only.
 */
export class AcquirerIdWrites {
  readonly #keep: (ids: AcquirerIds) => Promise<true>;

  constructor(db: CoreDb) {
    this.#keep = oneLane(
      async (writes) => {
        await keepTogether(db, writes);
        return writes.map(() => ({ answer: true as const }));
      },
      { maxBatch: MAX_PER_BATCH, keyOf: (ids) => ids.paymentId },
    );
  }

  async keep(ids: AcquirerIds): Promise<void> {
    await this.#keep(ids);
  }
}

// Built once (db/prepared.ts): each batch only binds its rows.
const keepStatement = preparedPerDb((db) =>
  db
    .update(payments)
    .set({
      providerPaymentId: sql`v.provider_payment_id`,
      qrId: sql`v.qr_id`,
      updatedAt: sql`v.at`,
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder("rows")}::jsonb) as v(id uuid, provider_payment_id text, qr_id text, at timestamptz)`,
    )
    // The ids again as a list the planner counts as few rows (decision 0046).
    .where(and(inUuidsAt(payments.id, "ids"), eq(payments.id, sql`v.id`)))
    .prepare("keep_acquirer_ids"),
);

async function keepTogether(db: CoreDb, writes: readonly AcquirerIds[]): Promise<void> {
  const rows = JSON.stringify(
    writes.map((w) => ({
      id: w.paymentId,
      provider_payment_id: w.providerPaymentId,
      qr_id: w.qrId,
      at: w.now.toISOString(),
    })),
  );
  await keepStatement(db).execute({ rows, ids: idList(writes.map((w) => w.paymentId)) });
}
