import { describe, expect, it } from "vitest";
import { RefusalMemo } from "./refusal-memo";

describe("RefusalMemo", () => {
  it("answers a remembered refusal until its time is up, then forgets it", () => {
    let now = 1_000;
    const memo = new RefusalMemo({ maxEntries: 10, now: () => now });
    memo.remember("race a/b", "SOLD_OUT", 500);
    expect(memo.get("race a/b")).toBe("SOLD_OUT");
    expect(memo.get("race a/c")).toBeUndefined();
    now = 1_499;
    expect(memo.get("race a/b")).toBe("SOLD_OUT");
    now = 1_500;
    expect(memo.get("race a/b")).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it("stays within its bound: expired entries make room, live ones are kept over new ones", () => {
    let now = 0;
    const memo = new RefusalMemo({ maxEntries: 2, now: () => now });
    memo.remember("a", "SOLD_OUT", 100);
    memo.remember("b", "SOLD_OUT", 1_000);
    memo.remember("c", "SOLD_OUT", 1_000);
    expect([memo.get("a"), memo.get("b"), memo.get("c")]).toEqual([
      "SOLD_OUT",
      "SOLD_OUT",
      undefined,
    ]);
    now = 200;
    memo.remember("c", "SOLD_OUT", 1_000);
    expect([memo.get("a"), memo.get("b"), memo.get("c")]).toEqual([
      undefined,
      "SOLD_OUT",
      "SOLD_OUT",
    ]);
    expect(memo.size).toBe(2);
  });
});
