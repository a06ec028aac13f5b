import { useField } from "formik";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";
import { useFieldA11y } from "./use-field-a11y";

/** A labelled Formik checkbox whose whole row is the tap target. */
export function CheckboxField(props: { name: string; label: ReactNode; hint?: ReactNode }) {
  const [field] = useField<boolean>(props.name);
  const a11y = useFieldA11y(props.name, Boolean(props.hint));
  return (
    <div className="field field--checkbox">
      <label className="check" htmlFor={a11y.inputId}>
        <input
          name={field.name}
          {...a11y.controlProps}
          type="checkbox"
          className="check__box"
          checked={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
        <span className="check__label">{props.label}</span>
      </label>
      {props.hint && (
        <p className="field__hint" id={a11y.hintId}>
          {props.hint}
        </p>
      )}
      <FieldError id={a11y.errorId} error={a11y.error} />
    </div>
  );
}
