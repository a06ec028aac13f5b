import {
  participantFormCrossFieldErrors,
  participantFormFieldRules,
  type ParticipantFormSettings,
} from "@reg/domain";
import { setIn, type FormikErrors } from "formik";
import { ValidationError } from "yup";
import { yupFormSchema } from "@reg/ui/forms";
import type { ParticipantFormValues } from "./participant-values";

/** Built once: the Yup side of the shared field rules (packages/ui src/forms/yup-from-rules). */
const participantYupSchema = yupFormSchema(participantFormFieldRules);

/**
 * The participant form's message ids by dotted path ("answers.q1"): first each field's own rule
 * through Yup, then the domain's cross-field rules (a phone's numbering plan among them) for
 * fields still clean, so each field shows one message, the same one the server would give.
 */
export function participantFormErrors(
  values: Readonly<Record<string, unknown>>,
  settings: ParticipantFormSettings,
): Record<string, string> {
  const errors: Record<string, string> = {};
  try {
    participantYupSchema.validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const failure of error.inner)
      if (failure.path && !(failure.path in errors)) errors[failure.path] = failure.message;
  }
  for (const [path, message] of Object.entries(participantFormCrossFieldErrors(values, settings)))
    if (!(path in errors)) errors[path] = message;
  return errors;
}

/** The same verdicts in Formik's nested shape, for its `validate` prop. */
export function validateParticipantForm(
  values: ParticipantFormValues,
  settings: ParticipantFormSettings,
): FormikErrors<ParticipantFormValues> {
  let nested: FormikErrors<ParticipantFormValues> = {};
  for (const [path, message] of Object.entries(participantFormErrors(values, settings)))
    nested = setIn(nested, path, message) as FormikErrors<ParticipantFormValues>;
  return nested;
}
