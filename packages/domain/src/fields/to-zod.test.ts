import { describe, expect, it } from "vitest";
import { fieldRuleCorpus } from "./corpus";
import { FIELD_NAMES, fieldRules } from "./field-rules";
import { toZod } from "./to-zod";

function zodVerdict(field: keyof typeof fieldRules, value: unknown): string | null {
  const result = toZod(fieldRules[field]).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "no issue");
}

describe("toZod over the shared corpus", () => {
  it.each(
    fieldRuleCorpus.map(
      (c) => [c.field, JSON.stringify(c.value) ?? "undefined", c.expected, c.value] as const,
    ),
  )("%s = %s → %s", (field, _shown, expected, value) => {
    expect(zodVerdict(field, value)).toBe(expected);
  });

  it("reports exactly one issue per failing field", () => {
    for (const c of fieldRuleCorpus.filter((x) => x.expected !== null)) {
      const result = toZod(fieldRules[c.field]).safeParse(c.value);
      expect(result.error?.issues, `${c.field}=${String(c.value)}`).toHaveLength(1);
    }
  });

  it("hands back trimmed text, but passwords untouched", () => {
    expect(toZod(fieldRules.email).parse("  a@b.ru ")).toBe("a@b.ru");
    expect(toZod(fieldRules.password).parse(" secret12 ")).toBe(" secret12 ");
  });

  it("types optional fields as possibly undefined", () => {
    const patronymic: string | undefined = toZod(fieldRules.patronymic).parse(undefined);
    expect(patronymic).toBeUndefined();
  });
});

describe("fieldRuleCorpus", () => {
  it("covers every field with a valid and an invalid value", () => {
    for (const field of FIELD_NAMES) {
      const cases = fieldRuleCorpus.filter((c) => c.field === field);
      expect(
        cases.some((c) => c.expected === null),
        field,
      ).toBe(true);
      expect(
        cases.some((c) => c.expected !== null),
        field,
      ).toBe(true);
    }
  });

  it("exercises every message a rule can give", () => {
    const expected = new Set(fieldRuleCorpus.map((c) => `${c.field}:${c.expected}`));
    for (const field of FIELD_NAMES) {
      const rule = fieldRules[field];
      const messages =
        rule.type === "consent"
          ? [rule.message]
          : [rule.required, ...rule.checks.map((c) => c.message)];
      for (const message of messages)
        if (message) expect(expected, `${field}:${message}`).toContain(`${field}:${message}`);
    }
  });
});
