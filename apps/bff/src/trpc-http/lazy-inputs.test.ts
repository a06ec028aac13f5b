import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { LazyInputs } from "./lazy-inputs";

describe("LazyInputs", () => {
  it("gives a single call its whole input, and undefined when none was sent", () => {
    expect(new LazyInputs('{"language":"ru"}', false).read(0)).toEqual({ language: "ru" });
    expect(new LazyInputs(undefined, false).read(0)).toBeUndefined();
    expect(new LazyInputs("", false).read(0)).toBeUndefined();
  });

  it("gives each batched call the input under its index", () => {
    const inputs = new LazyInputs('{"0":1,"2":{"a":true}}', true);
    expect([inputs.read(0), inputs.read(1), inputs.read(2)]).toEqual([1, undefined, { a: true }]);
  });

  it("fails every read with BAD_REQUEST on JSON that does not parse, and peeks nothing", () => {
    const inputs = new LazyInputs("{nope", false);
    expect(() => inputs.read(0)).toThrow(TRPCError);
    expect(() => inputs.read(0)).toThrow(expect.objectContaining({ code: "BAD_REQUEST" }) as Error);
    expect(inputs.peek(0)).toBeUndefined();
  });

  it("refuses a batch input that is not an object", () => {
    for (const raw of ["[1,2]", "1", "null", '"x"']) {
      expect(() => new LazyInputs(raw, true).read(0)).toThrow(
        expect.objectContaining({ code: "BAD_REQUEST" }) as Error,
      );
    }
  });

  it("treats __proto__ in a batch as an ordinary index key", () => {
    const inputs = new LazyInputs('{"__proto__":{"polluted":true},"0":5}', true);
    expect(inputs.read(0)).toBe(5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("parses at most once, and only when read", () => {
    const inputs = new LazyInputs('{"0":{"n":1}}', true);
    expect(inputs.peek(0)).toBeUndefined();
    const first = inputs.read(0);
    expect(inputs.read(0)).toBe(first);
    expect(inputs.peek(0)).toBe(first);
  });
});
