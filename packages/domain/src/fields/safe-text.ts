import * as z from "zod/mini";
import type { FieldCheck } from "./field-rule";
import { UNSAFE_MULTILINE_TEXT, UNSAFE_TEXT } from "./patterns";

/**
 * The one rule for free text (issue 12, item 21): no control characters (line breaks only where
 * `multiline`), no lone UTF-16 surrogates, no bidi overrides or isolates (patterns.ts UNSAFE_TEXT).
 * Every text field rule ends with it (field-rules.ts) and every free-text wire field not built from
 * a field rule uses freeTextSchema, so such text is refused where it enters, with the field's
 * `text.unsafeCharacters`, and never reaches a database that would fail on it.
 */
export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? UNSAFE_MULTILINE_TEXT : UNSAFE_TEXT).test(value);
}

/** The field-rule form of the rule, for one-line fields. */
export const SAFE_TEXT_CHECK: FieldCheck = {
  kind: "notMatches",
  pattern: UNSAFE_TEXT,
  message: "text.unsafeCharacters",
};

/** The field-rule form of the rule, for fields where a person may break lines. */
export const SAFE_MULTILINE_TEXT_CHECK: FieldCheck = {
  kind: "notMatches",
  pattern: UNSAFE_MULTILINE_TEXT,
  message: "text.unsafeCharacters",
};

/**
 * A free text on the wire that no field rule describes (a search, a promo code in a query): a
 * string of at most `max` characters (after trimming when `trim`) holding only safe text. Each
 * failure's message is a validation message id.
 */
export function freeTextSchema(
  max: number,
  options: { trim?: boolean; multiline?: boolean } = {},
): z.ZodMiniString<string> {
  const rules = [
    z.maxLength(max, { error: "field.tooLong" }),
    z.refine<string>((value) => isSafeText(value.trim(), options.multiline), {
      error: "text.unsafeCharacters",
    }),
  ];
  return z
    .string({ error: "string.expected" })
    .check(...(options.trim === false ? rules : [z.trim(), ...rules]));
}
