import { useLingui } from "@lingui/react/macro";
import { useField } from "formik";
import type { ReactNode } from "react";
import { birthDateDisplay, birthDateMask, birthDateValue } from "../participant/birth-date-text";
import { useLocale } from "../use-locale";
import { FieldFrame } from "./field-frame";
import { MaskedInput } from "./masked-input";
import { useFieldA11y } from "./use-field-a11y";

/**
 * The date of birth with a digits-only mask in the interface's language (ru DD.MM.YYYY, en
 * MM/DD/YYYY); Formik holds YYYY-MM-DD.
 */
export function BirthDateField(props: { name: string; label: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [field, , helpers] = useField<string | undefined>(props.name);
  const a11y = useFieldA11y(props.name, true);
  const example = birthDateDisplay("1990-05-17", locale);
  return (
    <FieldFrame a11y={a11y} label={props.label} hint={t`For example, ${example}`}>
      <MaskedInput
        key={locale}
        mask={birthDateMask(locale)}
        maskPlaceholder={null}
        name={field.name}
        {...a11y.controlProps}
        value={birthDateDisplay(field.value ?? "", locale)}
        onChange={(event) => void helpers.setValue(birthDateValue(event.target.value, locale))}
        onBlur={field.onBlur}
        className="field__input"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={locale === "en" ? t`MM/DD/YYYY` : t`DD.MM.YYYY`}
      />
    </FieldFrame>
  );
}
