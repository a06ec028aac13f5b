import { describe, expect, it } from "vitest";
import { fieldRuleCorpus } from "./corpus";
import { FIELD_NAMES, fieldRules } from "./field-rules";
import { passesCheck, validateField } from "./validate-field";

describe("validateField", () => {
  it.each(
    fieldRuleCorpus.map(
      (c) => [c.field, JSON.stringify(c.value) ?? "undefined", c.expected, c.value] as const,
    ),
  )("%s = %s → %s", (field, _shown, expected, value) => {
    expect(validateField(fieldRules[field], value)).toBe(expected);
  });

  it("stops at the first failing check", () => {
    // Both Cyrillic and malformed: the Cyrillic message is the more helpful one and comes first.
    expect(validateField(fieldRules.email, "иван")).toBe("email.cyrillic");
  });
});

describe("passesCheck", () => {
  it("measures length in UTF-16 units like zod and Yup do", () => {
    expect(passesCheck({ kind: "maxLength", max: 2, message: "field.tooLong" }, "😀")).toBe(true);
    expect(passesCheck({ kind: "maxLength", max: 1, message: "field.tooLong" }, "😀")).toBe(false);
    expect(passesCheck({ kind: "minLength", min: 3, message: "password.tooShort" }, "abc")).toBe(
      true,
    );
  });

  it("gives the same answer on repeated calls (no stateful g/y patterns)", () => {
    for (const field of FIELD_NAMES) {
      const rule = fieldRules[field];
      if (rule.type !== "text") continue;
      for (const check of rule.checks) {
        if (check.kind === "matches" || check.kind === "notMatches")
          expect(check.pattern.flags).not.toMatch(/[gy]/);
      }
    }
    const check = { kind: "matches", pattern: /^\d+$/, message: "field.invalid" } as const;
    expect([passesCheck(check, "12"), passesCheck(check, "12")]).toEqual([true, true]);
  });
});
