import { describe, expect, it } from "vitest";
import { AGE_GROUP_IDS, AGE_GROUPS, ageGroupSchema, raceAdmitsAgeGroup } from "./age-groups";

describe("age groups", () => {
  it("are the five of SPEC §2, contiguous from 0", () => {
    expect(AGE_GROUP_IDS).toEqual(["children", "teens", "youth", "adults", "aged"]);
    expect(ageGroupSchema.options).toEqual(AGE_GROUP_IDS);
    let next = 0;
    for (const id of AGE_GROUP_IDS) {
      expect(AGE_GROUPS[id].minAge).toBe(next);
      next = AGE_GROUPS[id].maxAge + 1;
    }
  });

  it("admit a group when the race's ages overlap it", () => {
    expect(raceAdmitsAgeGroup({ minAge: 18, maxAge: 99 }, "teens")).toBe(false);
    expect(raceAdmitsAgeGroup({ minAge: 16, maxAge: 99 }, "teens")).toBe(true);
    expect(raceAdmitsAgeGroup({ minAge: 6, maxAge: 11 }, "children")).toBe(true);
    expect(raceAdmitsAgeGroup({ minAge: 6, maxAge: 11 }, "teens")).toBe(false);
    expect(raceAdmitsAgeGroup({ minAge: 60, maxAge: 60 }, "aged")).toBe(true);
  });
});
