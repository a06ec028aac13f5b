import {
  passesCheck,
  type ConsentFieldRule,
  type FieldCheck,
  type FieldRule,
  type TextFieldRule,
  defined,
} from "@reg/domain";
import * as yup from "yup";

/**
 * The same text the rule's checks see: trimmed unless the rule keeps whitespace (passwords).
 * Yup runs strict (no casting, no transforms), so trimming happens here and the form keeps
 * exactly what the person typed.
 */
function ruleText(rule: TextFieldRule, value: string): string {
  return rule.trim ? value.trim() : value;
}

/**
 * Check `index` fails only when every earlier check passed, so a field reports one message — the
 * first failing check's — whatever order Yup happens to run its tests in.
 */
function firstFailureIs(rule: TextFieldRule, index: number, text: string): boolean {
  const checks: readonly FieldCheck[] = rule.checks;
  return (
    checks.slice(0, index).every((c) => passesCheck(c, text)) &&
    !passesCheck(defined(checks[index]), text)
  );
}

function textSchema(rule: TextFieldRule): yup.StringSchema<string | undefined> {
  const required = rule.required;
  // Strict: 42 stays a number and fails the type check instead of becoming "42".
  let schema = yup
    .string()
    .strict()
    .typeError("string.expected")
    .nonNullable(required ?? "string.expected");
  if (required) {
    schema = schema
      .defined(required)
      .test("required", required, (value) => value === undefined || ruleText(rule, value) !== "");
  }
  rule.checks.forEach((check, index) => {
    schema = schema.test(`${check.kind}-${index}`, check.message, (value) => {
      if (value === undefined) return true;
      const text = ruleText(rule, value);
      // Empty is the `required` test's business; an optional field left empty skips its checks.
      return text === "" || !firstFailureIs(rule, index, text);
    });
  });
  return schema;
}

/** A box that must be ticked: only `true` passes; "true", 1, null and missing all give the rule's id. */
function consentSchema(rule: ConsentFieldRule) {
  return yup
    .mixed<boolean>()
    .nonNullable(rule.message)
    .test("consent", rule.message, (value) => value === true);
}

/** The Yup schema of one domain field rule; each failure's message is the rule's message id. */
export function yupFromRule(rule: FieldRule): yup.Schema {
  return rule.type === "consent" ? consentSchema(rule) : textSchema(rule);
}

/** A form's Yup schema from its fields' domain rules, e.g. `{ email: fieldRules.email }`. */
export function yupFormSchema<TFields extends Record<string, FieldRule>>(
  fields: TFields,
): yup.ObjectSchema<Record<keyof TFields, unknown>> {
  const shape: Record<string, yup.Schema> = {};
  for (const [name, rule] of Object.entries(fields)) shape[name] = yupFromRule(rule);
  return yup.object(shape) as unknown as yup.ObjectSchema<Record<keyof TFields, unknown>>;
}
