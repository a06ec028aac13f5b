import { describe, expect, it } from "vitest";
import { defined } from "./defined";

describe("defined", () => {
  it("returns a value that is there, falsy ones included", () => {
    expect(defined(0)).toBe(0);
    expect(defined("")).toBe("");
    expect(defined([1, 2][1])).toBe(2);
  });

  it("throws on undefined and null, naming what was missing", () => {
    expect(() => defined([1][1], "the second item")).toThrow(
      "Expected the second item to be there",
    );
    expect(() => defined(null)).toThrow("Expected the value to be there");
  });
});
