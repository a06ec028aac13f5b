import { describe, expect, it } from "vitest";
import { MicroCache } from "./micro-cache";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("MicroCache", () => {
  it("runs the loader once for concurrent misses of one key, and gives everyone its answer", async () => {
    const cache = new MicroCache<number>({ ttlMs: 1_000, staleMs: 0, maxEntries: 10 });
    const pending = deferred<number>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get("k", load)));
    pending.resolve(42);
    expect(await answers).toEqual(Array.from({ length: 50 }, () => 42));
    expect(loads).toBe(1);
  });

  it("serves the stored answer within the TTL and loads again after TTL + stale window", async () => {
    const time = clock();
    const cache = new MicroCache<number>({ ttlMs: 100, staleMs: 0, maxEntries: 10, now: time.now });
    let next = 1;
    const load = async () => next++;
    expect(await cache.get("k", load)).toBe(1);
    time.advance(99);
    expect(await cache.get("k", load)).toBe(1);
    time.advance(1);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("answers from a stale entry at once while one background refresh runs", async () => {
    const time = clock();
    const cache = new MicroCache<string>({
      ttlMs: 100,
      staleMs: 1_000,
      maxEntries: 10,
      now: time.now,
    });
    expect(await cache.get("k", async () => "old")).toBe("old");
    time.advance(150);
    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => {
      refreshes += 1;
      return refresh.promise;
    };
    expect(await cache.get("k", load)).toBe("old");
    expect(await cache.get("k", load)).toBe("old");
    expect(refreshes).toBe(1);
    refresh.resolve("new");
    await refresh.promise;
    expect(await cache.get("k", load)).toBe("new");
  });

  it("keeps the stale answer when its refresh fails, and reports the failure", async () => {
    const time = clock();
    const failures: string[] = [];
    const cache = new MicroCache<string>({
      ttlMs: 100,
      staleMs: 1_000,
      maxEntries: 10,
      now: time.now,
      onRefreshError: (key) => failures.push(key),
    });
    await cache.get("k", async () => "kept");
    time.advance(200);
    expect(await cache.get("k", () => Promise.reject(new Error("core down")))).toBe("kept");
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual(["k"]);
    time.advance(1_000);
    await expect(cache.get("k", () => Promise.reject(new Error("still down")))).rejects.toThrow(
      "still down",
    );
  });

  it("never stores a failure: every waiter gets it, and the next call loads again", async () => {
    const cache = new MicroCache<number>({ ttlMs: 1_000, staleMs: 0, maxEntries: 10 });
    const failing = deferred<number>();
    const waiters = [cache.get("k", () => failing.promise), cache.get("k", () => failing.promise)];
    failing.reject(new Error("boom"));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow("boom");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });

  it("turns a loader that throws synchronously into a rejection", async () => {
    const cache = new MicroCache<number>({ ttlMs: 1_000, staleMs: 0, maxEntries: 10 });
    await expect(
      cache.get("k", () => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
  });

  it("holds at most maxEntries keys, dropping the oldest stored", async () => {
    const cache = new MicroCache<string>({ ttlMs: 10_000, staleMs: 0, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a2")).toBe("a2");
    expect(await cache.get("c", async () => "c2")).toBe("c1");
  });

  it("refuses a cache with no room", () => {
    expect(() => new MicroCache({ ttlMs: 1, staleMs: 0, maxEntries: 0 })).toThrow(RangeError);
  });
});
