import type { MessageDescriptor } from "@lingui/core";
import { errorCodeSchema, isValidationMessageId } from "@reg/domain";
import { errorMessages } from "./error-messages";
import { validationMessages } from "./validation-messages";

/**
 * The text for whatever a form holds as a field error: a validation message id (from Yup or the
 * server's `fields`) or an error code placed on a field (EMAIL_TAKEN on the e-mail). Anything else
 * reads as "Invalid value", so an unknown id never shows raw.
 */
export function fieldErrorMessage(id: string): MessageDescriptor {
  if (isValidationMessageId(id)) return validationMessages[id];
  const code = errorCodeSchema.safeParse(id);
  return code.success ? errorMessages[code.data] : validationMessages["field.invalid"];
}
