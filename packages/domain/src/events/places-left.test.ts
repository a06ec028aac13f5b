import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FEW_PLACES_THRESHOLD, placesLeft, placesLeftSchema } from "./places-left";

describe("placesLeft", () => {
  it("says none when every slot is taken or oversold", () => {
    expect(placesLeft(100, 100)).toEqual({ state: "none" });
    expect(placesLeft(100, 120)).toEqual({ state: "none" });
    expect(placesLeft(0, 0)).toEqual({ state: "none" });
  });

  it("says few up to the threshold, then a count", () => {
    expect(placesLeft(100, 99)).toEqual({ state: "few" });
    expect(placesLeft(100, 100 - FEW_PLACES_THRESHOLD)).toEqual({ state: "few" });
    expect(placesLeft(100, 100 - FEW_PLACES_THRESHOLD - 1)).toEqual({
      state: "count",
      count: FEW_PLACES_THRESHOLD + 1,
    });
    expect(placesLeft(500, 0)).toEqual({ state: "count", count: 500 });
  });

  it("always answers a shape the wire schema accepts", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (capacity, taken) => {
        const answer = placesLeft(capacity, taken);
        expect(placesLeftSchema.parse(answer)).toEqual(answer);
        if (answer.state === "count") expect(answer.count).toBe(capacity - taken);
      }),
    );
  });

  it("has a schema that refuses a count of zero", () => {
    expect(placesLeftSchema.safeParse({ state: "count", count: 0 }).success).toBe(false);
    expect(placesLeftSchema.safeParse({ state: "plenty" }).success).toBe(false);
  });
});
