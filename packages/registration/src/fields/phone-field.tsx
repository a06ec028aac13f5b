import { useField } from "formik";
import type { ReactNode } from "react";
import { formatPhoneInput, PHONE_PREFIX } from "../participant/phone-number";
import { FieldFrame } from "./field-frame";
import { useFieldA11y } from "./use-field-a11y";

interface PhoneFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete?: "tel" | "off";
}

/** A phone input formatted as it is typed, starting from "+7 " (SPEC §3). */
export function PhoneField(props: PhoneFieldProps) {
  const [field, , helpers] = useField<string | undefined>(props.name);
  const a11y = useFieldA11y(props.name, Boolean(props.hint));
  const value = field.value ?? "";
  return (
    <FieldFrame a11y={a11y} label={props.label} hint={props.hint}>
      <input
        name={field.name}
        {...a11y.controlProps}
        value={value}
        className="field__input"
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? "tel"}
        placeholder="+7 900 000 00 00"
        onFocus={() => {
          if (value === "") void helpers.setValue(PHONE_PREFIX, false);
        }}
        onChange={(event) => void helpers.setValue(formatPhoneInput(value, event.target.value))}
        onBlur={(event) => {
          // A prefix nobody typed after is no number: leave the field empty, not "+7".
          if (value.trim() === PHONE_PREFIX.trim()) void helpers.setValue("", false);
          field.onBlur(event);
        }}
      />
    </FieldFrame>
  );
}
