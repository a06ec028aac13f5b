import { fieldRuleCorpus, fieldRules, validateField } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { yupFormSchema, yupFromRule } from "./yup-from-rules";

/** Every message Yup reports for the value, in order; [] when valid. Formik shows the first. */
function yupMessages(field: keyof typeof fieldRules, value: unknown): string[] {
  try {
    yupFromRule(fieldRules[field]).validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe("the Yup schemas built from the domain field rules", () => {
  it.each(
    fieldRuleCorpus.map(
      (c) => [c.field, JSON.stringify(c.value) ?? "undefined", c.expected, c.value] as const,
    ),
  )("%s = %s → %s, exactly as the zod side", (field, _shown, expected, value) => {
    expect(yupMessages(field, value)).toEqual(expected === null ? [] : [expected]);
    // The corpus is the zod side's contract; the domain's reference verdict must agree too.
    expect(validateField(fieldRules[field], value)).toBe(expected);
  });

  it("reports each field of a form under its own name, as Formik's setErrors wants", () => {
    const schema = yupFormSchema({ email: fieldRules.email, password: fieldRules.password });
    let caught: unknown;
    try {
      schema.validateSync({ email: "иван@почта.рф", password: "short" }, { abortEarly: false });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const byField = (caught as ValidationError).inner.map((e) => [e.path, e.message]);
    expect(byField).toEqual([
      ["email", "email.cyrillic"],
      ["password", "password.tooShort"],
    ]);
  });

  it("leaves the typed text untouched (trimming is the rule's business, not the form's)", () => {
    const schema = yupFormSchema({ email: fieldRules.email });
    expect(schema.validateSync({ email: "  runner@example.com " })).toEqual({
      email: "  runner@example.com ",
    });
  });
});
