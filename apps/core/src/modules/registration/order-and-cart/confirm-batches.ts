import { transition, type Cart, type RegistrationBody } from "@reg/domain";
import { oneLane, type BatchAnswer } from "../../../db/group-commit";
import { idList, inUuidsAt } from "../../../db/id-list";
import { NOW_AT_RUN, preparedPerDb } from "../../../db/prepared";
import { retryOnConflict } from "../../../db/pg-error";
import { registrations } from "../../../db/schema";
import type { SessionCaller } from "../caller/session-caller";
import type { RaceRecord } from "../race/race-queries";
import { toRecord, type RegistrationRecord } from "../record/registration-queries";
import {
  lockCallersRegistrationsWithRace,
  type RaceRecords,
} from "../record/registration-with-race";
import { confirmCart } from "./cart-service";
import { cartView, NO_ADJUSTMENT } from "./cart-view";
import { cartLinesOfEach, type CartLineWithOption } from "./option-queries";
import type { OrderDeps } from "./order-change";

/** Confirmations done by one transaction at most. */
export const MAX_CONFIRMS_PER_BATCH = 100;

/** One POST /Register/Cart as the batch sees it. */
export interface ConfirmCall {
  scope: string | null;
  caller: SessionCaller;
  body: RegistrationBody;
}

/** What a batch did with one confirmation: the order as it left it, or left it to confirmCart. */
export type BatchedConfirm =
  | {
      kind: "confirmed";
      after: RegistrationRecord;
      record: RaceRecord;
      lines: readonly CartLineWithOption[];
    }
  | { kind: "alone" };

// Built once (db/prepared.ts): each batch only binds its orders.
const submitStatement = preparedPerDb((db) =>
  db
    .update(registrations)
    .set({ state: "awaitingPayment", submittedAt: NOW_AT_RUN, updatedAt: NOW_AT_RUN })
    .where(inUuidsAt(registrations.id, "ids"))
    .returning()
    .prepare("registrations_submitted"),
);

/**
 * Confirms a batch of orders in ONE transaction, one statement per step for all of them: the
 * orders locked with their races through their callers' sessions, their cart lines read, the
 * plain ones — a draft whose window is open, with nothing in its cart to bring within stock —
 * moved to awaiting payment by one update; an order already awaiting payment answered as it is.
 * Everything else (no live session, someone else's order, options to check against stock, an
 * order no longer a draft) is left to confirmCart, which decides it alone after this commits.
 */
export function confirmTogether(
  deps: OrderDeps & { races: RaceRecords },
  calls: readonly ConfirmCall[],
): Promise<BatchAnswer<BatchedConfirm>[]> {
  return retryOnConflict(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const orders = await lockCallersRegistrationsWithRace(
        tx,
        deps.races,
        calls.map(({ scope, caller, body }) => ({
          scope,
          registrationId: body.registrationId,
          tokenHash: caller.tokenHash,
        })),
        now,
      );
      const lines = await cartLinesOfEach(tx, [...orders.keys()]);
      const answers: BatchedConfirm[] = calls.map(() => ({ kind: "alone" }));
      const submitting: { index: number; record: RaceRecord }[] = [];
      calls.forEach(({ body }, index) => {
        const order = orders.get(body.registrationId);
        const itsLines = lines.get(body.registrationId) ?? [];
        if (!order) return;
        const { registration, record } = order;
        if (registration.effective === "awaitingPayment")
          answers[index] = { kind: "confirmed", after: registration, record, lines: itsLines };
        else if (registration.effective === "draft" && itsLines.length === 0) {
          const next = transition(registration.state, { type: "submit" });
          if (next.ok && next.state === "awaitingPayment") submitting.push({ index, record });
        }
      });
      if (submitting.length === 0) return answers.map((answer) => ({ answer }));
      const submitted = await submitStatement(tx).execute({
        ids: idList(submitting.map(({ index }) => calls[index]?.body.registrationId ?? "")),
        now,
      });
      const byId = new Map(submitted.map((row) => [row.id, toRecord(row, now)]));
      for (const { index, record } of submitting) {
        const after = byId.get(calls[index]?.body.registrationId ?? "");
        if (after) answers[index] = { kind: "confirmed", after, record, lines: [] };
      }
      return answers.map((answer) => ({ answer }));
    }),
  );
}

/**
 * POST /Register/Cart through a group commit (decision 0038): confirmations arriving while the
 * previous batch is under way are done together by confirmTogether; what it leaves goes through
 * confirmCart alone. Both lock the order's row, so they stay correct together and across core
 * processes; two confirmations of one order never share a batch.
 */
export class ConfirmBatches {
  readonly #submit: (call: ConfirmCall) => Promise<BatchedConfirm>;

  constructor(
    private readonly deps: OrderDeps & { races: RaceRecords },
    maxBatch = MAX_CONFIRMS_PER_BATCH,
  ) {
    this.#submit = oneLane((calls) => confirmTogether(deps, calls), {
      maxBatch,
      keyOf: (call) => call.body.registrationId,
    });
  }

  async confirm(call: ConfirmCall): Promise<Cart> {
    const done = await this.#submit(call);
    if (done.kind === "alone") return confirmCart(this.deps, call.scope, call.caller, call.body);
    return cartView(
      this.deps.db,
      done.after,
      done.record,
      call.body.language,
      NO_ADJUSTMENT,
      done.lines,
    );
  }
}
