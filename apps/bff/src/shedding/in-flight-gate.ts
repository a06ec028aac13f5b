/**
 * A bounded count of work under way. Past the bound the caller is turned away at once (BUSY)
 * instead of queueing: a queue only turns a rush into timeouts for everyone.
 */
export class InFlightGate {
  #inFlight = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`InFlightGate limit must be a positive integer, got ${limit}`);
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  tryEnter(): boolean {
    if (this.#inFlight >= this.limit) return false;
    this.#inFlight += 1;
    return true;
  }

  leave(): void {
    if (this.#inFlight > 0) this.#inFlight -= 1;
  }
}
