import { useFormikContext } from "formik";
import type { ReactNode } from "react";

/**
 * Disabled while submitting, so a double tap cannot send the form twice. A press does not take the
 * focus from the field being typed in: that blur would show the field's error first, push the
 * button down under the pointer and lose the click (the submit, and the focus on the first error).
 */
export function SubmitButton(props: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      onMouseDown={(event) => event.preventDefault()}
    >
      {isSubmitting && <span className="btn__spinner" aria-hidden="true" />}
      {props.children}
    </button>
  );
}
