import type { SavePayInput, SavePayResult } from "@reg/domain";
import { oneLane, type BatchAnswer } from "../../../db/group-commit";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import { cartLinesOfEach, lockCallersRegistrationsWithRace } from "../../registration";
import { insertPayments } from "../attempts/payment-queries";
import type { AcquirerTerms, PaymentDeps } from "../payment-deps";
import {
  choosePayment,
  openAttempt,
  openWritten,
  startPayment,
  type ChosenPayment,
  type OpenAttempt,
  type PayRequest,
} from "./start-payment";

/** Pay calls written by one transaction at most. */
export const MAX_PAYS_PER_BATCH = 100;

/** One POST /Register/ApiSavePay as the batch sees it. */
export interface PayCall {
  request: PayRequest;
  input: SavePayInput;
}

/** What a batch did with one call: wrote its attempt, or left the call to startPayment. */
export type BatchedPay = { kind: "written"; attempt: OpenAttempt } | { kind: "alone" };

/**
 * Writes a batch of payment attempts in ONE transaction, one statement per step for all of them:
 * the orders locked with their races through their callers' sessions, their cart lines read,
 * each priced by choosePayment (the one-order rules), the attempts inserted together. Everything
 * else (no live session, someone else's order, a paid or expired one, a method refused, a free
 * order, a payment of several orders) is left to startPayment, which decides it alone after this
 * commits.
 */
export function startTogether(
  deps: Pick<PaymentDeps, "db" | "now" | "races"> & { provider: AcquirerTerms },
  calls: readonly PayCall[],
): Promise<BatchAnswer<BatchedPay>[]> {
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const orders = await lockCallersRegistrationsWithRace(
        tx,
        deps.races,
        calls.map(({ request, input }) => ({
          scope: request.scope,
          registrationId: input.RegistrationId,
          tokenHash: request.caller.tokenHash,
        })),
        now,
      );
      const lines = await cartLinesOfEach(tx, [...orders.keys()]);
      const answers: BatchedPay[] = calls.map(() => ({ kind: "alone" }));
      const writing: { index: number; chosen: ChosenPayment }[] = [];
      for (const [index, { input }] of calls.entries()) {
        const order = orders.get(input.RegistrationId);
        if (!order || order.registration.state === "paid") continue;
        let chosen: ChosenPayment;
        try {
          chosen = await choosePayment(
            deps.provider,
            tx,
            order,
            input,
            now,
            lines.get(order.registration.id),
          );
        } catch (error) {
          // Refused: its own call refuses it again, with the same words.
          if (error instanceof AppError) continue;
          throw error;
        }
        if (!chosen.free) writing.push({ index, chosen });
      }
      const written = await insertPayments(
        tx,
        writing.map(({ chosen }) => chosen.row),
      );
      writing.forEach(({ index, chosen }, i) => {
        const input = calls[index]?.input;
        const order = input && orders.get(input.RegistrationId);
        const payment = written[i];
        if (order && payment)
          answers[index] = {
            kind: "written",
            attempt: openAttempt(order, payment, chosen.option, input.language),
          };
      });
      return answers.map((answer) => ({ answer }));
    }),
  );
}

/**
 * POST /Register/ApiSavePay through a group commit (decision 0038): attempts asked for while the
 * previous batch is under way are written together by startTogether and opened with the acquirer
 * each on its own, outside any lock, as startPayment opens one; what the batch leaves goes
 * through startPayment alone. Both lock the order's row, so they stay correct together and
 * across core processes; two calls for one order never share a batch.
 */
export class PayBatches {
  readonly #submit: (call: PayCall) => Promise<BatchedPay>;

  constructor(
    private readonly deps: PaymentDeps,
    maxBatch = MAX_PAYS_PER_BATCH,
  ) {
    this.#submit = oneLane((calls) => startTogether(deps, calls), {
      maxBatch,
      keyOf: (call) => call.input.RegistrationId,
    });
  }

  async start(call: PayCall): Promise<SavePayResult> {
    const severalOrders = (call.input.AlsoRegistrationIds ?? []).length > 0;
    const done = severalOrders ? undefined : await this.#submit(call);
    if (done?.kind !== "written") return startPayment(this.deps, call.request, call.input);
    return openWritten(this.deps, call.request, call.input, done.attempt);
  }
}
