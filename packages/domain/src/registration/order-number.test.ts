import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number";

describe("orderNumber", () => {
  it("is the id's first 8 hex digits in upper case", () => {
    expect(orderNumber("52998e73-64f1-4077-ac8f-49dae5f96ece")).toBe("52998E73");
  });

  it("skips the dashes, so a short first group still gives 8 digits", () => {
    expect(orderNumber("abc-def01234-5678")).toBe("ABCDEF01");
  });
});
