import { describe, expect, it } from "vitest";
import { ReadThroughCache } from "./read-through-cache";

function manualClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("ReadThroughCache", () => {
  it("shares one load among concurrent callers of a key and reuses it within the TTL", async () => {
    const clock = manualClock();
    const cache = new ReadThroughCache<number>(1_000, 10, clock.now);
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([
      cache.get("k", load),
      cache.get("k", load),
      cache.get("k", load),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    clock.advance(999);
    expect(await cache.get("k", load)).toBe(1);
    clock.advance(1);
    expect(await cache.get("k", load)).toBe(2);
    expect(await cache.get("other", load)).toBe(3);
  });

  it("does not keep a failed load", async () => {
    const cache = new ReadThroughCache<string>(1_000, 10, manualClock().now);
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("drops the oldest keys past its bound", async () => {
    const cache = new ReadThroughCache<string>(1_000, 2, manualClock().now);
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("reloaded");
    expect(await cache.get("c", async () => "reloaded")).toBe("c");
  });

  it("with a TTL of 0 always loads", async () => {
    const cache = new ReadThroughCache<number>(0, 10, manualClock().now);
    let loads = 0;
    await cache.get("k", async () => ++loads);
    await cache.get("k", async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});
