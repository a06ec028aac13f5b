import { useLingui } from "@lingui/react/macro";
import { useField } from "formik";
import type { ReactNode } from "react";
import { birthDateDisplay, birthDateValue } from "../participant/birth-date-text";
import { FieldFrame } from "./field-frame";
import { MaskedInput } from "./masked-input";
import { useFieldA11y } from "./use-field-a11y";

/** The date of birth as DD.MM.YYYY with a digits-only mask; Formik holds YYYY-MM-DD. */
export function BirthDateField(props: { name: string; label: ReactNode }) {
  const { t } = useLingui();
  const [field, , helpers] = useField<string | undefined>(props.name);
  const a11y = useFieldA11y(props.name, true);
  return (
    <FieldFrame a11y={a11y} label={props.label} hint={t`For example, 17.05.1990`}>
      <MaskedInput
        mask="99.99.9999"
        maskPlaceholder={null}
        name={field.name}
        {...a11y.controlProps}
        value={birthDateDisplay(field.value ?? "")}
        onChange={(event) => void helpers.setValue(birthDateValue(event.target.value))}
        onBlur={field.onBlur}
        className="field__input"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t`DD.MM.YYYY`}
      />
    </FieldFrame>
  );
}
