import { describe, expect, it } from "vitest";
import { isRaceAddress } from "./race-address";

describe("isRaceAddress", () => {
  it("takes event and race codes as they appear in addresses", () => {
    expect(isRaceAddress({ eventCode: "moscow-marathon", raceCode: "m42" })).toBe(true);
    expect(isRaceAddress({ eventCode: "pionercup_2026", raceCode: "R10" })).toBe(true);
  });

  it.each([
    ["a space", { eventCode: "moscow marathon", raceCode: "m42" }],
    ["a dot", { eventCode: "moscow-marathon", raceCode: "m4.2" }],
    ["an empty code", { eventCode: "", raceCode: "m42" }],
    ["a code too long", { eventCode: "e", raceCode: "r".repeat(101) }],
  ])("refuses %s", (_what, params) => {
    expect(isRaceAddress(params)).toBe(false);
  });
});
