import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import type { FieldA11y } from "./use-field-a11y";

interface FieldFrameProps {
  a11y: FieldA11y;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above, the control, then hint and the translated error, as TextField lays them out. */
export function FieldFrame(props: FieldFrameProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.a11y.inputId}>
        {props.label}
      </label>
      <div className="field__control">{props.children}</div>
      {props.hint && (
        <p className="field__hint" id={props.a11y.hintId}>
          {props.hint}
        </p>
      )}
      <FieldError id={props.a11y.errorId} error={props.a11y.error} />
    </div>
  );
}
