import { appErrorCode, appFieldErrors } from "@reg/api";
import type { ErrorCode } from "@reg/domain";
import { setIn, type FormikErrors } from "formik";

/** What a form keeps in Formik's `status`: the failure that belongs to no single field. */
export interface FormStatus {
  formError: ErrorCode | null;
}

interface FormikServerHelpers<TValues> {
  setErrors: (errors: FormikErrors<TValues>) => void;
  setStatus: (status: FormStatus) => void;
}

/**
 * Puts a failed call's answer where the person will look: per-field message ids in place under
 * their fields, a code that is about one field (EMAIL_TAKEN → email) under that field only, and
 * every other code above the submit button too (VALIDATION_FAILED says "check the highlighted
 * fields", which also covers a field id this form does not show). A nested field's path
 * ("answers.q1", an organizer's question) is set in Formik's nested shape, where that field reads it.
 */
export function showServerErrors<TValues>(
  error: unknown,
  helpers: FormikServerHelpers<TValues>,
  codeFields: Partial<Record<ErrorCode, keyof TValues & string>> = {},
): void {
  const code = appErrorCode(error);
  const fields: Record<string, string> = { ...appFieldErrors(error) };
  const codeField = codeFields[code];
  if (codeField) fields[codeField] = code;
  let nested: FormikErrors<TValues> = {};
  for (const [path, message] of Object.entries(fields))
    nested = setIn(nested, path, message) as FormikErrors<TValues>;
  helpers.setErrors(nested);
  helpers.setStatus({ formError: codeField ? null : code });
}
