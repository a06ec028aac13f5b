import { useField } from "formik";
import { useId } from "react";

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export interface FieldA11y {
  readonly inputId: string;
  readonly hintId: string;
  readonly errorId: string;
  /** The message id to show, or null while the field is untouched or valid. */
  readonly error: string | null;
  readonly controlProps: {
    readonly id: string;
    readonly "aria-invalid": true | undefined;
    readonly "aria-describedby": string | undefined;
  };
}

/**
 * One place that decides when a Formik field's error shows (once touched, as TextField does) and
 * how a screen reader finds it, so every control of the wizard behaves alike.
 */
export function useFieldA11y(name: string, hasHint: boolean): FieldA11y {
  const [, meta] = useField<unknown>(name);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && typeof meta.error === "string" ? meta.error : null;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return {
    inputId,
    hintId,
    errorId,
    error,
    controlProps: {
      id: inputId,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    },
  };
}
