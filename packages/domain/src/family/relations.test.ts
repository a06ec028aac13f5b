import { describe, expect, it } from "vitest";
import { FAMILY_RELATIONS, familyRelationSchema, UNKNOWN_FAMILY_RELATION } from "./relations";

describe("family relations", () => {
  it("are the five answers to “Who is this to you?”, unknown ones read as other", () => {
    expect(FAMILY_RELATIONS).toEqual(["child", "spouse", "parent", "sibling", "other"]);
    expect(FAMILY_RELATIONS).toContain(UNKNOWN_FAMILY_RELATION);
  });

  it("accept one of them and ask to choose for anything else", () => {
    expect(familyRelationSchema.parse("spouse")).toBe("spouse");
    for (const bad of [undefined, "", "cousin", "CHILD", 1]) {
      const parsed = familyRelationSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("relation.notSelected");
    }
  });
});
