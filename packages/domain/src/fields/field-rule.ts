import type { ValidationMessageId } from "../messages/validation-messages";

/**
 * One check on a non-empty text value. Plain data, so a Yup builder (packages/ui) and the zod
 * builder here can both read it; `passesCheck` is the reference meaning of each kind.
 * Patterns never carry the `g` or `y` flag: those make `RegExp.test` stateful.
 */
export type FieldCheck =
  | { readonly kind: "minLength"; readonly min: number; readonly message: ValidationMessageId }
  | { readonly kind: "maxLength"; readonly max: number; readonly message: ValidationMessageId }
  | { readonly kind: "matches"; readonly pattern: RegExp; readonly message: ValidationMessageId }
  | { readonly kind: "notMatches"; readonly pattern: RegExp; readonly message: ValidationMessageId }
  /** `YYYY-MM-DD` naming a day that exists, from 1900 on. */
  | { readonly kind: "calendarDate"; readonly message: ValidationMessageId }
  /** A `YYYY-MM-DD` no later than today's Moscow date (a birth date). */
  | { readonly kind: "notFutureDate"; readonly message: ValidationMessageId }
  /** A `YYYY-MM-DD` no more than `years` years before today's Moscow date. */
  | { readonly kind: "withinYears"; readonly years: number; readonly message: ValidationMessageId };

interface TextFieldRuleBase {
  readonly type: "text";
  /** Whether surrounding whitespace is dropped before any check (never for passwords). */
  readonly trim: boolean;
  /** Run in order on a non-empty value; the first that fails gives the field's message. */
  readonly checks: readonly FieldCheck[];
}
/** A text field that must be filled: missing, null or empty gives `required`. */
export interface RequiredTextRule extends TextFieldRuleBase {
  readonly required: ValidationMessageId;
}
/** A text field that may stay empty: undefined or "" passes, null is not a string. */
export interface OptionalTextRule extends TextFieldRuleBase {
  readonly required: null;
}
export type TextFieldRule = RequiredTextRule | OptionalTextRule;

/** A checkbox that must be ticked (`true`); anything else gives `message`. */
export interface ConsentFieldRule {
  readonly type: "consent";
  readonly message: ValidationMessageId;
}

export type FieldRule = TextFieldRule | ConsentFieldRule;
