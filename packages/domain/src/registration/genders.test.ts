import { describe, expect, it } from "vitest";
import { GENDER_CHOSEN, GENDER_UNCHOSEN } from "../fields/patterns";
import { GENDERS, genderSchema } from "./genders";

describe("GENDERS", () => {
  it("are the three SPEC §3 values, unknown first as the select's initial value", () => {
    expect(GENDERS).toEqual(["unknown", "male", "female"]);
    expect(genderSchema.parse("female")).toBe("female");
    expect(genderSchema.safeParse("other").error?.issues[0]?.message).toBe("field.invalid");
  });

  it("agree with the gender field's patterns: unknown is unchosen, the rest chosen", () => {
    for (const gender of GENDERS) {
      expect(GENDER_UNCHOSEN.test(gender), gender).toBe(gender === "unknown");
      expect(GENDER_CHOSEN.test(gender), gender).toBe(gender !== "unknown");
    }
  });
});
