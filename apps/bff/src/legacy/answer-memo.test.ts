import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AnswerMemo } from "./answer-memo";

const schema = z.object({ n: z.number() });

describe("AnswerMemo", () => {
  it("gives the stored value back only for the same key, schema and text", () => {
    const memo = new AnswerMemo(10);
    const value = { n: 1 };
    memo.set("a", schema, '{"n":1}', value);
    expect(memo.get("a", schema, '{"n":1}')).toBe(value);
    expect(memo.get("a", schema, '{"n":2}')).toBeUndefined();
    expect(memo.get("a", z.object({ n: z.number() }), '{"n":1}')).toBeUndefined();
    expect(memo.get("b", schema, '{"n":1}')).toBeUndefined();
  });

  it("keeps the latest answer of a key and forgets the oldest key past its bound", () => {
    const memo = new AnswerMemo(2);
    memo.set("a", schema, "1", { n: 1 });
    memo.set("a", schema, "2", { n: 2 });
    expect(memo.get("a", schema, "1")).toBeUndefined();
    expect(memo.get("a", schema, "2")).toEqual({ n: 2 });
    memo.set("b", schema, "3", { n: 3 });
    memo.set("c", schema, "4", { n: 4 });
    expect(memo.get("a", schema, "2")).toBeUndefined();
    expect(memo.get("b", schema, "3")).toEqual({ n: 3 });
    expect(memo.get("c", schema, "4")).toEqual({ n: 4 });
  });
});
