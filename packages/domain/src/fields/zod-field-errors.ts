import { isValidationMessageId, type ValidationMessageId } from "../messages/validation-messages";

/** The part of a zod issue this needs; a `ZodError`'s `issues` fit. */
interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The `fields` of an ErrorBody from zod issues: one message id per dotted path, the first issue
 * winning. A message that is no id (a schema not built from field rules) becomes `field.invalid`,
 * so no library text reaches a person. Issues about the whole body have no field and are left out.
 */
export function fieldErrorsFromIssues(
  issues: readonly IssueLike[],
): Record<string, ValidationMessageId> {
  const fields: Record<string, ValidationMessageId> = {};
  for (const issue of issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join(".");
    if (key in fields) continue;
    fields[key] = isValidationMessageId(issue.message) ? issue.message : "field.invalid";
  }
  return fields;
}
