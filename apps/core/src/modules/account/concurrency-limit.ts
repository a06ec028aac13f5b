/**
 * At most `max` tasks run at once; the others wait in arrival order. Nothing here blocks: a
 * waiting task is a pending promise, so the event loop keeps serving requests meanwhile.
 */
export class ConcurrencyLimit {
  readonly #max: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`ConcurrencyLimit needs a positive integer, got ${max}`);
    this.#max = max;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#max)
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next waiter, so a newcomer can't overtake the queue.
      if (next) next();
      else this.#running -= 1;
    }
  }
}
