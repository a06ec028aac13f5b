import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import {
  HASH_CONCURRENCY,
  hashingLoad,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from "./password";

describe("passwords", () => {
  it("hashes with a fresh salt and verifies only the right password", async () => {
    const [a, b] = await Promise.all([
      hashPassword("correct horse"),
      hashPassword("correct horse"),
    ]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsE", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("treats composed and decomposed Unicode alike", async () => {
    const stored = await hashPassword("ёлка-2026");
    expect(await verifyPassword("ёлка-2026".normalize("NFD"), stored)).toBe(true);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$1$2$3$4$5", "scrypt$$$$$"]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });

  it("never matches through the decoy", async () => {
    expect(await verifyAgainstDecoy("decoy-password-never-matches")).toBe(false);
  });

  it("hashes off the event loop, at most HASH_CONCURRENCY at once, and the loop stays responsive", async () => {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    histogram.enable();
    const started = Date.now();
    const hashes = Array.from({ length: 8 }, (_, index) => hashPassword(`parallel-${index}`));
    // Nothing was computed on the caller's turn: the eight hashes are under way or queued.
    expect(hashingLoad()).toEqual({ running: HASH_CONCURRENCY, waiting: 8 - HASH_CONCURRENCY });
    const peaks: number[] = [];
    const sampler = setInterval(() => peaks.push(hashingLoad().running), 5);
    await Promise.all(hashes);
    const elapsed = Date.now() - started;
    clearInterval(sampler);
    clearInterval(ticker);
    histogram.disable();
    expect(Math.max(...peaks)).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    // A timer every 20 ms kept firing while the hashes ran: the loop was never held for long
    // (a synchronous scrypt holds it ~140 ms per hash; the bound is generous for a loaded machine).
    expect(histogram.max / 1e6).toBeLessThan(500);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 20 / 4));
  });
});
