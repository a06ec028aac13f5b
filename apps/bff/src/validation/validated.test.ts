import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonText } from "./json-text";
import { outputOf, parseAndRemember } from "./validated";

const card = z.object({ name: z.string(), tags: z.array(z.string()) });
const other = z.object({ name: z.string(), tags: z.array(z.string()) });

describe("outputOf", () => {
  it("passes an object already checked against the same schema without copying it", () => {
    const checked = parseAndRemember(card, { name: "Run", tags: ["10k"] });
    expect(outputOf(card)(checked)).toBe(checked);
  });

  it("checks anything else, and refuses what the schema refuses", () => {
    const checkedElsewhere = parseAndRemember(other, { name: "Swim", tags: [] });
    const output = outputOf(card)(checkedElsewhere);
    expect(output).toEqual(checkedElsewhere);
    expect(output).not.toBe(checkedElsewhere);
    expect(() => outputOf(card)({ name: 5, tags: [] })).toThrow();
    expect(outputOf(z.number())(7)).toBe(7);
  });

  it("freezes what it remembers, deep, so the verdict cannot go stale", () => {
    const checked = parseAndRemember(card, { name: "Run", tags: ["10k"] });
    expect(Object.isFrozen(checked)).toBe(true);
    expect(Object.isFrozen(checked.tags)).toBe(true);
    expect(() => (checked.tags as string[]).push("hack")).toThrow(TypeError);
  });
});

describe("jsonText", () => {
  it("serialises a remembered answer once and returns the same text after", () => {
    const checked = parseAndRemember(card, { name: "Run", tags: ["10k"] });
    const first = jsonText(checked);
    expect(first).toBe('{"name":"Run","tags":["10k"]}');
    expect(jsonText(checked)).toBe(first);
  });

  it("serialises anything else as JSON.stringify does", () => {
    expect(jsonText({ a: 1 })).toBe('{"a":1}');
    expect(jsonText(3)).toBe("3");
    expect(jsonText(undefined)).toBeUndefined();
  });
});
