import { useLingui } from "@lingui/react/macro";
import { formatRub, type CustomPriceBounds } from "@reg/domain";
import { useId } from "react";
import { FieldError } from "../fields/field-error";
import { useLocale } from "../use-locale";

interface CustomPriceInputProps {
  label: string;
  bounds: CustomPriceBounds;
  text: string;
  /** The message id to show (price.invalid, price.outOfBounds), or null. */
  error: string | null;
  onChange: (text: string) => void;
}

/** A price in rubles the person chooses within the race's bounds (POST /Register/SetCustomPrice). */
export function CustomPriceInput(props: CustomPriceInputProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const min = formatRub(props.bounds.minKopecks, locale);
  const max = formatRub(props.bounds.maxKopecks, locale);
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <input
        id={`${id}-input`}
        className="field__input field__input--price"
        inputMode="decimal"
        autoComplete="off"
        value={props.text}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {t`From ${min} to ${max}`}
      </p>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
