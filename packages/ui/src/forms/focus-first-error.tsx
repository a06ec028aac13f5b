import { useFormikContext } from "formik";
import { useEffect, useRef, type RefObject } from "react";

/**
 * After a submit that failed validation, moves focus to the first invalid control of the form,
 * so keyboard and screen-reader users land on what needs fixing (a long form hides it otherwise).
 */
export function FocusFirstError(props: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    props.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, props.formRef]);
  return null;
}
