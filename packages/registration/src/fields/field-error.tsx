import { useLingui } from "@lingui/react";
import { fieldErrorMessage } from "@reg/i18n";

/**
 * A field's message id as translated text, under the id its control points at. `announce` makes
 * it an alert, for a message that appears after a button press rather than on leaving the field.
 */
export function FieldError(props: { id: string; error: string | null; announce?: boolean }) {
  const { i18n } = useLingui();
  if (!props.error) return null;
  return (
    <p className="field__error" id={props.id} role={props.announce ? "alert" : undefined}>
      {i18n._(fieldErrorMessage(props.error))}
    </p>
  );
}
