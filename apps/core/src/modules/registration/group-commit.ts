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
 * it with that error; `run` must make that safe (one statement: all or nothing), and must answer
 * "again" only when the next batch can make progress with it.
 */
export class GroupCommit<L, A, R> {
  readonly #lanes = new Map<L, Lane<A, R>>();

  constructor(
    private readonly run: (lane: L, items: readonly A[]) => Promise<readonly BatchAnswer<R>[]>,
    private readonly options: GroupCommitOptions<A>,
  ) {
    if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) throw new Error("maxBatch must be a positive whole number");
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
    const batch = this.#takeBatch(state);
    try {
      const answers = await this.run(
        lane,
        batch.map((waiter) => waiter.item),
      );
      const again: Waiter<A, R>[] = [];
      batch.forEach((waiter, i) => {
        const answer = answers[i];
        if (answer === undefined) waiter.reject(new Error("A batch answered fewer items than it was given"));
        else if ("again" in answer) again.push(waiter);
        else waiter.resolve(answer.answer);
      });
      state.waiting.unshift(...again);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
    if (state.waiting.length === 0) {
      state.busy = false;
      this.#lanes.delete(lane);
    } else {
      this.#schedule(lane, state);
    }
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
