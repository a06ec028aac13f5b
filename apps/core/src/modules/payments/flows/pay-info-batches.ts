import type { PayInfo, PayQuery } from "@reg/domain";
import { oneLane, type BatchAnswer } from "../../../db/group-commit";
import type { UserRow } from "../../account";
import {
  cartLinesOfEach,
  findCallersRegistrationsWithRace,
  type CartLineWithOption,
  type RegistrationWithRace,
  type SessionCaller,
} from "../../registration";
import { latestPaymentsOf, type PaymentRow } from "../attempts/payment-queries";
import type { PaymentDeps } from "../payment-deps";
import { payInfo, payInfoOf } from "./pay-info";

/** Result reads answered by one set of statements at most. */
export const MAX_READS_PER_BATCH = 100;

/** One GET /Register/ApiPay as the batch sees it. */
export interface PayInfoCall {
  scope: string | null;
  caller: SessionCaller;
  query: PayQuery;
}

/** What a batch read for one call: its order, latest attempt and cart lines, or left it to payInfo. */
export type BatchedRead =
  | {
      kind: "read";
      order: RegistrationWithRace & { user: UserRow };
      last: PaymentRow | undefined;
      lines: readonly CartLineWithOption[];
    }
  | { kind: "alone" };

/**
 * Reads a batch of result reads with three statements for all of them: the orders with their
 * races through their callers' sessions, each order's latest attempt, their cart lines. A call
 * whose read finds nothing (payInfo answers 401 or 404), or whose attempt is still pending (the
 * acquirer is asked first), is left to payInfo alone.
 */
export async function readTogether(
  deps: Pick<PaymentDeps, "db" | "now" | "races">,
  calls: readonly PayInfoCall[],
): Promise<BatchAnswer<BatchedRead>[]> {
  const orders = await findCallersRegistrationsWithRace(
    deps.db,
    deps.races,
    calls.map(({ scope, caller, query }) => ({
      scope,
      registrationId: query.RegistrationId,
      tokenHash: caller.tokenHash,
    })),
    deps.now(),
  );
  const ids = [...orders.keys()];
  const latest = await latestPaymentsOf(deps.db, ids);
  const lines = await cartLinesOfEach(deps.db, ids);
  return calls.map(({ query }): BatchAnswer<BatchedRead> => {
    const order = orders.get(query.RegistrationId);
    const last = latest.get(query.RegistrationId);
    if (!order || last?.status === "pending") return { answer: { kind: "alone" } };
    return { answer: { kind: "read", order, last, lines: lines.get(query.RegistrationId) ?? [] } };
  });
}

/**
 * GET /Register/ApiPay through a group commit of reads (decision 0038): the result pages read
 * while the previous batch is under way are read together by readTogether; what it leaves goes
 * through payInfo alone. Two reads of one order never share a batch.
 */
export class PayInfoBatches {
  readonly #submit: (call: PayInfoCall) => Promise<BatchedRead>;

  constructor(
    private readonly deps: PaymentDeps,
    maxBatch = MAX_READS_PER_BATCH,
  ) {
    this.#submit = oneLane((calls) => readTogether(deps, calls), {
      maxBatch,
      keyOf: (call) => call.query.RegistrationId,
    });
  }

  async read(call: PayInfoCall): Promise<PayInfo> {
    const done = await this.#submit(call);
    if (done.kind === "alone") return payInfo(this.deps, call.scope, call.caller, call.query);
    return payInfoOf(this.deps, done.order, done.last, call.query.language, done.lines);
  }
}
