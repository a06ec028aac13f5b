import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "./concurrency-limit";

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the concurrency limit", () => {
  it("runs at most `max` tasks at once; the rest wait and start in arrival order", async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((gate, index) =>
      limit.run(async () => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return index * 10;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 2, waiting: 3 });

    gates[1]?.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot of a task that fails", async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(() => Promise.resolve("next"))).toBe("next");
    expect(limit.running).toBe(0);
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});
