import { isItemDataError } from "./pg-error";

/** What a batch run says about one of its items: its answer, or "try me again in the next batch". */
export type BatchAnswer<R> = { answer: R } | { again: true };

export interface GroupCommitOptions<A> {
  /** Items in one batch at most. */
  maxBatch: number;
  /**
   * Items with the same key never share a batch: the second waits for the next one and so sees
   * what the first did (one person pressing twice is answered as if the presses came in turn).
   */
  keyOf: (item: A) => string;
  /**
   * Whether a batch's error may belong to ONE of its items (bad data, a broken constraint) rather
   * than to the batch or the database. Such a batch is run again in two halves, the earlier
   * arrivals first, and so on down until the culprit runs alone and alone gets the error: one bad
   * item never fails the others, and slots still go in arrival order. Without it (or when it
   * says no) a failing batch fails all its items.
   */
  isolates?: (error: unknown) => boolean;
}

interface Waiter<A, R> {
  item: A;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

interface Lane<A, R> {
  waiting: Waiter<A, R>[];
  busy: boolean;
}

/**
 * Group commit: items submitted for the same lane (a race) while that lane's previous batch is
 * under way — or within the same turn of the event loop — run together as ONE batch, so the
 * database does the work (and holds the lane's hot row) once per batch instead of once per item.
 * One batch per lane at a time; lanes are independent. A batch that throws rejects every item in
 * it with that error, unless `isolates` says the error may be one item's: then its halves run
 * again (see GroupCommitOptions). `run` must make that safe (one statement: all or nothing), and
 * must answer "again" only when the next batch can make progress with it.
 */
export class GroupCommit<L, A, R> {
  readonly #lanes = new Map<L, Lane<A, R>>();

  constructor(
    private readonly run: (lane: L, items: readonly A[]) => Promise<readonly BatchAnswer<R>[]>,
    private readonly options: GroupCommitOptions<A>,
  ) {
    if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1)
      throw new Error("maxBatch must be a positive whole number");
  }

  submit(lane: L, item: A): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let state = this.#lanes.get(lane);
      if (!state) {
        state = { waiting: [], busy: false };
        this.#lanes.set(lane, state);
      }
      state.waiting.push({ item, resolve, reject });
      if (!state.busy) this.#schedule(lane, state);
    });
  }

  /** Lanes with items waiting or under way (0 when idle: no lane is kept without work). */
  get activeLanes(): number {
    return this.#lanes.size;
  }

  #schedule(lane: L, state: Lane<A, R>): void {
    state.busy = true;
    // setImmediate, not a microtask: requests whose bytes arrived in this turn join the batch.
    setImmediate(() => void this.#flush(lane, state));
  }

  async #flush(lane: L, state: Lane<A, R>): Promise<void> {
    const answers: (() => void)[] = [];
    const again = await this.#settle(lane, this.#takeBatch(state), answers);
    state.waiting.unshift(...again);
    if (state.waiting.length === 0) {
      state.busy = false;
      this.#lanes.delete(lane);
    } else {
      this.#schedule(lane, state);
    }
    // Answered once the lane's state is settled, so a caller acting on its answer finds it so.
    for (const answer of answers) answer();
  }

  /**
   * Runs `batch` and collects its waiters' answers into `answers`; gives back those to try again. A failure that may be one
   * item's is narrowed down by halves, in arrival order: with k bad items among n, about
   * 2k·log2(n) extra runs, and none at all when nothing fails.
   */
  async #settle(lane: L, batch: Waiter<A, R>[], answers: (() => void)[]): Promise<Waiter<A, R>[]> {
    let results: readonly BatchAnswer<R>[];
    try {
      results = await this.run(
        lane,
        batch.map((waiter) => waiter.item),
      );
    } catch (error) {
      if (batch.length > 1 && this.options.isolates?.(error) === true) {
        const half = Math.ceil(batch.length / 2);
        const earlier = await this.#settle(lane, batch.slice(0, half), answers);
        return [...earlier, ...(await this.#settle(lane, batch.slice(half), answers))];
      }
      for (const waiter of batch) answers.push(() => waiter.reject(error));
      return [];
    }
    const again: Waiter<A, R>[] = [];
    batch.forEach((waiter, i) => {
      const result = results[i];
      if (result === undefined)
        answers.push(() =>
          waiter.reject(new Error("A batch answered fewer items than it was given")),
        );
      else if ("again" in result) again.push(waiter);
      else answers.push(() => waiter.resolve(result.answer));
    });
    return again;
  }

  /** The first waiter of each key, in arrival order, up to maxBatch; the rest keep their places. */
  #takeBatch(state: Lane<A, R>): Waiter<A, R>[] {
    const batch: Waiter<A, R>[] = [];
    const left: Waiter<A, R>[] = [];
    const keys = new Set<string>();
    for (const waiter of state.waiting) {
      const key = this.options.keyOf(waiter.item);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiter);
      } else {
        left.push(waiter);
      }
    }
    state.waiting = left;
    return batch;
  }
}

/**
 * A group commit of ONE lane whose items each name their own row (an order, a payment, a ledger
 * entry): no hot row is shared, and a batch that fails on one item's data is narrowed down to
 * that item (isItemDataError). Gives the function that submits an item.
 */
export function oneLane<A, R>(
  run: (items: readonly A[]) => Promise<readonly BatchAnswer<R>[]>,
  options: Pick<GroupCommitOptions<A>, "maxBatch" | "keyOf">,
): (item: A) => Promise<R> {
  const batches = new GroupCommit<null, A, R>((_lane, items) => run(items), {
    ...options,
    isolates: isItemDataError,
  });
  return (item) => batches.submit(null, item);
}
