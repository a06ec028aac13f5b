import { describe, expect, it } from "vitest";
import { isTeamSport, SPORT_TYPES, sportTypeSchema } from "./sport-types";

describe("sport types", () => {
  it("are the eighteen of SPEC §3", () => {
    expect(SPORT_TYPES).toHaveLength(18);
    expect(new Set(SPORT_TYPES).size).toBe(18);
    expect(sportTypeSchema.safeParse("ski-biathlon").success).toBe(true);
    expect(sportTypeSchema.safeParse("chess").success).toBe(false);
  });

  it("treat relays and team swimming as team sports", () => {
    expect(SPORT_TYPES.filter(isTeamSport)).toEqual([
      "run-relay",
      "biathlon-relay",
      "duathlon-relay",
      "ski-race-relay",
      "swimming-team",
      "triathlon-relay",
    ]);
  });
});
