import { useFormikContext } from "formik";
import type { ReactNode } from "react";

/** Disabled while submitting, so a double tap cannot send the form twice. */
export function SubmitButton(props: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="btn btn--primary btn--block"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
    >
      {isSubmitting && <span className="btn__spinner" aria-hidden="true" />}
      {props.children}
    </button>
  );
}
