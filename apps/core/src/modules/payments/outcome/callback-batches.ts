import type { PaymentAttemptStatus } from "@reg/domain";
import { GroupCommit, type BatchAnswer } from "../../../db/group-commit";
import { isItemDataError, retryOnConflict } from "../../../db/pg-error";
import { lockRegistrationsWithRace } from "../../registration";
import { outcomeStep, shownAttemptStatus } from "../attempts/attempt-status";
import { lockPaymentsByProviderIds, storedStatusOf } from "../attempts/payment-queries";
import type { PaymentDeps } from "../payment-deps";
import type { ProviderCallback } from "../port/provider-port";
import { applyOutcome } from "./apply-outcome";
import { paysAtOnce } from "./keep-registration";
import { settlePaidTogether, type PaidOrder } from "./settle-payment";

/** Callbacks applied by one transaction at most; a batch this big commits in a few ms. */
export const MAX_CALLBACKS_PER_BATCH = 100;

/** What a batch did with one callback: applied it, or left it to applyOutcome alone. */
export type BatchedOutcome =
  { kind: "applied"; status: PaymentAttemptStatus; duplicate: boolean } | { kind: "alone" };

/**
 * Applies a batch of one provider's callbacks in ONE transaction, each step one statement for the
 * whole batch: the payments locked, their orders locked with their races, the plain successes —
 * a payment of one order that awaits it — settled together (settlePaidTogether), repeats
 * answered from the locked row. Everything else (a decline, an unknown payment, a payment of
 * several orders, an order paid, expired or a second payment of one order in the batch) is left
 * to applyOutcome, which decides it alone once this commits, from scratch under its own locks.
 */
export function applyOutcomesTogether(
  deps: Pick<PaymentDeps, "db" | "now" | "races">,
  provider: string,
  callbacks: readonly ProviderCallback[],
): Promise<BatchAnswer<BatchedOutcome>[]> {
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const locked = await lockPaymentsByProviderIds(
        tx,
        provider,
        callbacks.map((callback) => callback.providerPaymentId),
      );
      const byProviderId = new Map(locked.map((payment) => [payment.providerPaymentId, payment]));
      const outcomes: BatchedOutcome[] = callbacks.map(() => ({ kind: "alone" }));
      const paying: { index: number; payment: (typeof locked)[number] }[] = [];
      callbacks.forEach((callback, index) => {
        const payment = byProviderId.get(callback.providerPaymentId);
        if (!payment) return;
        const stored = storedStatusOf(payment);
        const step = outcomeStep(stored, callback.outcome);
        if (step === "duplicate")
          outcomes[index] = {
            kind: "applied",
            status: shownAttemptStatus(stored, payment.expiresAt, now),
            duplicate: true,
          };
        else if (step === "pay" && !payment.paysSeveral) paying.push({ index, payment });
      });
      const orders = await lockRegistrationsWithRace(
        tx,
        deps.races,
        [...new Set(paying.map(({ payment }) => payment.registrationId))],
        now,
      );
      const settled: PaidOrder[] = [];
      const paidHere = new Set<string>();
      for (const { index, payment } of paying) {
        const order = orders.get(payment.registrationId);
        // A second payment of an order paid by this batch is decided alone after it: refund due.
        if (!order || paidHere.has(payment.registrationId) || !paysAtOnce(order.registration))
          continue;
        paidHere.add(payment.registrationId);
        settled.push({ registration: order.registration, payment, known: order });
        outcomes[index] = { kind: "applied", status: "succeeded", duplicate: false };
      }
      await settlePaidTogether(tx, settled, now);
      return outcomes.map((answer) => ({ answer }));
    }),
  );
}

/**
 * The acquirer's callbacks through a group commit (decision 0038): those arriving while the
 * previous batch is under way are applied together by applyOutcomesTogether, one transaction and
 * a few statements for all of them, where each cost a transaction of ten. Payment rows are locked
 * by every path, so batches, lone callbacks and other core processes stay exactly-once together;
 * two callbacks of one payment never share a batch. A batch that fails on one callback's data is
 * run again in halves until that callback fails alone (GroupCommit `isolates`).
 */
export class CallbackBatches {
  readonly #batches: GroupCommit<string, ProviderCallback, BatchedOutcome>;

  constructor(
    private readonly deps: PaymentDeps,
    maxBatch = MAX_CALLBACKS_PER_BATCH,
  ) {
    this.#batches = new GroupCommit(
      (provider, callbacks) => applyOutcomesTogether(deps, provider, callbacks),
      { maxBatch, keyOf: (callback) => callback.providerPaymentId, isolates: isItemDataError },
    );
  }

  /** Applies one callback, exactly once; resolves to the attempt's status after. */
  async apply(provider: string, callback: ProviderCallback): Promise<PaymentAttemptStatus> {
    const outcome = await this.#batches.submit(provider, callback);
    if (outcome.kind === "alone") return applyOutcome(this.deps, provider, callback);
    // Counted once committed, as applyOutcome counts.
    this.deps.metrics.payment(outcome.duplicate ? "duplicate" : "paid");
    return outcome.status;
  }
}
