import type { ValidationMessageId } from "../messages/validation-messages";
import { moscowDate } from "../time/moscow-time";
import { isCalendarDate } from "./calendar-date";
import type { FieldCheck, FieldRule } from "./field-rule";

/** Today's Moscow calendar date, "YYYY-MM-DD": dates in that form compare as strings. */
function todayInMoscow(): string {
  return moscowDate(new Date());
}

/** The date `years` years before today's Moscow date (29 February falls back to the 28th). */
function yearsBeforeToday(years: number): string {
  const today = todayInMoscow();
  const rest = today.slice(4);
  const earlier = `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${rest}`;
  return rest === "-02-29" ? earlier.replace(/-29$/, "-28") : earlier;
}

/** The reference meaning of one check, for a value that is already a non-empty (trimmed) string. */
export function passesCheck(check: FieldCheck, value: string): boolean {
  switch (check.kind) {
    case "minLength":
      return value.length >= check.min;
    case "maxLength":
      return value.length <= check.max;
    case "matches":
      return check.pattern.test(value);
    case "notMatches":
      return !check.pattern.test(value);
    case "calendarDate":
      return isCalendarDate(value);
    case "notFutureDate":
      return value <= todayInMoscow();
    case "withinYears":
      return value >= yearsBeforeToday(check.years);
  }
}

/**
 * The verdict of a rule on any input: the message id of the first failure, or null when valid.
 * toZod and the Yup builder must agree with this on the whole `fieldRuleCorpus`.
 */
export function validateField(rule: FieldRule, value: unknown): ValidationMessageId | null {
  if (rule.type === "consent") return value === true ? null : rule.message;
  if (value === undefined) return rule.required;
  if (value === null) return rule.required ?? "string.expected";
  if (typeof value !== "string") return "string.expected";
  const text = rule.trim ? value.trim() : value;
  if (text === "") return rule.required;
  const failed = rule.checks.find((check) => !passesCheck(check, text));
  return failed ? failed.message : null;
}
