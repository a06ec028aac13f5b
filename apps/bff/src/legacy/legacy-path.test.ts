import { describe, expect, it } from "vitest";
import { legacyPath } from "./legacy-path";

describe("legacyPath", () => {
  it("encodes every present value and leaves out the absent ones", () => {
    expect(
      legacyPath("/Register/ApiRegistration", {
        eventCode: "white-nights",
        raceCode: "10k",
        relayPosition: 2,
        promoCode: undefined,
      }),
    ).toBe("/Register/ApiRegistration?eventCode=white-nights&raceCode=10k&relayPosition=2");
    expect(legacyPath("/Register/ApiCart", { registrationId: "a b&c", language: null })).toBe(
      "/Register/ApiCart?registrationId=a+b%26c",
    );
  });

  it("answers the bare path when nothing is left", () => {
    expect(legacyPath("/Register/ApiGetRunningClubs", {})).toBe("/Register/ApiGetRunningClubs");
  });
});
