import { useField } from "formik";
import type { HTMLInputAutoCompleteAttribute, HTMLAttributes, ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { useFieldA11y } from "./use-field-a11y";

interface InputFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  placeholder?: string;
  /** The id of a <datalist> of suggestions (clubs). */
  list?: string;
  disabled?: boolean;
}

/** A labelled one-line Formik input with the wizard's hint and error wiring. */
export function InputField(props: InputFieldProps) {
  const [field] = useField<string | undefined>(props.name);
  const a11y = useFieldA11y(props.name, Boolean(props.hint));
  return (
    <FieldFrame a11y={a11y} label={props.label} hint={props.hint}>
      <input
        {...field}
        {...a11y.controlProps}
        value={field.value ?? ""}
        className="field__input"
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        list={props.list}
        disabled={props.disabled}
        spellCheck={props.type === "email" ? false : undefined}
        autoCapitalize={props.type === "email" ? "none" : undefined}
      />
    </FieldFrame>
  );
}
