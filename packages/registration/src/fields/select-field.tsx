import { useField } from "formik";
import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { useFieldA11y } from "./use-field-a11y";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Not selected"); omit when the options carry their own. */
  placeholder?: string;
  hint?: ReactNode;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Runs after Formik has the new value (the document type resets its number). */
  onChosen?: (value: string) => void;
}

/** A native <select>: the phone's own picker on mobile, arrow keys and type-ahead on desktop. */
export function SelectField(props: SelectFieldProps) {
  const [field, , helpers] = useField<string | undefined>(props.name);
  const a11y = useFieldA11y(props.name, Boolean(props.hint));
  return (
    <FieldFrame a11y={a11y} label={props.label} hint={props.hint}>
      <select
        {...field}
        {...a11y.controlProps}
        value={field.value ?? ""}
        className="field__input field__select"
        autoComplete={props.autoComplete}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          props.onChosen?.(event.target.value);
        }}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
