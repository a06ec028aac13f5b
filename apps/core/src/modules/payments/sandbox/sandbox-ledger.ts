import { and, eq, getTableColumns, gt, sql } from "drizzle-orm";
import type { ProviderOutcome } from "../port/provider-port";
import type { CoreDb } from "../../../db/database";
import { oneLane } from "../../../db/group-commit";
import { preparedPerDb } from "../../../db/prepared";
import { sandboxPayments } from "../../../db/schema";
import { insertRows } from "../../../db/json-rows";
import { idList, inTextsAt } from "../../../db/id-list";

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;

/** The "bank's" answer for one payment, taken only while it is pending and within its window. */
export interface SandboxDecision {
  id: string;
  kind: SandboxPayment["kind"];
  outcome: ProviderOutcome;
  cardLast4: string | null;
  now: Date;
}

/** Rows written by one statement at most. */
const MAX_PER_BATCH = 100;

// Every page of a payment reads it: built once (db/prepared.ts).
const sandboxPaymentById = preparedPerDb((db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, sql.placeholder("id")))
    .limit(1)
    .prepare("sandbox_payment_by_id"),
);

/**
 * The sandbox acquirer's own ledger (its table), written as a rush writes it: the payments opened
 * while the previous statement is under way are inserted by one statement, and the answers given
 * meanwhile decided by one (GroupCommit), each only for a payment still pending and in its window.
 */
export class SandboxLedger {
  readonly #open: (row: NewSandboxPayment) => Promise<true>;
  readonly #decide: (decision: SandboxDecision) => Promise<SandboxPayment | null>;

  constructor(private readonly db: CoreDb) {
    this.#open = oneLane(
      async (rows) => {
        await insertRows(db, sandboxPayments, rows);
        return rows.map(() => ({ answer: true as const }));
      },
      { maxBatch: MAX_PER_BATCH, keyOf: (row) => row.id ?? "" },
    );
    this.#decide = oneLane(
      async (decisions) => {
        const changed = await decideTogether(db, decisions);
        const byId = new Map(changed.map((row) => [row.id, row]));
        return decisions.map((decision) => ({ answer: byId.get(decision.id) ?? null }));
      },
      { maxBatch: MAX_PER_BATCH, keyOf: (decision) => decision.id },
    );
  }

  async open(row: NewSandboxPayment): Promise<void> {
    await this.#open(row);
  }

  /** The payment as decided now, or null when it was not pending and in its window (or is unknown). */
  decide(decision: SandboxDecision): Promise<SandboxPayment | null> {
    return this.#decide(decision);
  }

  async find(id: string): Promise<SandboxPayment | undefined> {
    const rows = await sandboxPaymentById(this.db).execute({ id });
    return rows[0];
  }
}

// Built once (db/prepared.ts): each batch only binds its answers.
const decideStatement = preparedPerDb((db) =>
  db
    .update(sandboxPayments)
    .set({ status: sql`v.outcome`, cardLast4: sql`v.card_last4`, updatedAt: sql`v.at` })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder("answers")}::jsonb) as v(id text, kind text, outcome text, card_last4 text, at timestamptz)`,
    )
    .where(
      and(
        // The ids again as a list the planner counts as few rows, so it probes the key's index
        // instead of joining the whole table to a record set it takes for 100 (decision 0046).
        inTextsAt(sandboxPayments.id, "ids"),
        eq(sandboxPayments.id, sql`v.id`),
        eq(sandboxPayments.kind, sql`v.kind`),
        eq(sandboxPayments.status, "pending"),
        gt(sandboxPayments.expiresAt, sql`v.at`),
      ),
    )
    .returning(getTableColumns(sandboxPayments))
    .prepare("sandbox_decide"),
);

/** One conditional update for a batch of answers: those for payments no longer pending change nothing. */
function decideTogether(
  db: CoreDb,
  decisions: readonly SandboxDecision[],
): Promise<SandboxPayment[]> {
  const answers = JSON.stringify(
    decisions.map((d) => ({
      id: d.id,
      kind: d.kind,
      outcome: d.outcome,
      card_last4: d.cardLast4,
      at: d.now.toISOString(),
    })),
  );
  return decideStatement(db).execute({ answers, ids: idList(decisions.map((d) => d.id)) });
}
