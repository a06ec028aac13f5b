import { z } from "zod";
import type {
  ConsentFieldRule,
  FieldRule,
  OptionalTextRule,
  RequiredTextRule,
  TextFieldRule,
} from "./field-rule";
import { passesCheck } from "./validate-field";

function textSchema(rule: TextFieldRule): z.ZodString {
  const requiredMessage = rule.required;
  let schema = z.string({
    error: (issue) =>
      (issue.input === undefined || issue.input === null) && requiredMessage
        ? requiredMessage
        : "string.expected",
  });
  if (rule.trim) schema = schema.trim();
  if (requiredMessage) schema = schema.min(1, { error: requiredMessage, abort: true });
  for (const check of rule.checks) {
    // An optional field left empty skips its checks, as in validateField.
    schema = schema.refine(
      (value) => (value === "" && !requiredMessage) || passesCheck(check, value),
      {
        error: check.message,
        abort: true,
      },
    );
  }
  return schema;
}

/**
 * The zod schema of a field rule. Each failure's issue message is the rule's message id, and
 * only the first failing check reports (`abort`), so the verdict equals `validateField`.
 */
export function toZod(rule: ConsentFieldRule): z.ZodLiteral<true>;
export function toZod(rule: RequiredTextRule): z.ZodString;
export function toZod(rule: OptionalTextRule): z.ZodOptional<z.ZodString>;
export function toZod(
  rule: FieldRule,
): z.ZodLiteral<true> | z.ZodString | z.ZodOptional<z.ZodString>;
export function toZod(
  rule: FieldRule,
): z.ZodLiteral<true> | z.ZodString | z.ZodOptional<z.ZodString> {
  if (rule.type === "consent") return z.literal(true, { error: rule.message });
  const schema = textSchema(rule);
  return rule.required ? schema : schema.optional();
}
