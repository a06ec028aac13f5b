import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { FNS_DOCUMENT_TYPES } from "@reg/domain";
import { fieldErrorMessage } from "@reg/i18n";
import { getIn, useField, useFormikContext } from "formik";
import { useId, type ReactNode } from "react";
import type { IdentityKind, TaxFormValues } from "./tax-form-values";

/** A field's translated error, shown once the field was touched or the form was sent. */
function useFieldError(name: string): string | null {
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext<TaxFormValues>();
  const { i18n } = useLingui();
  const shown = meta.error && (meta.touched || submitCount > 0) ? meta.error : null;
  return typeof shown === "string" ? i18n._(fieldErrorMessage(shown)) : null;
}

function FieldError(props: { id: string; error: string | null }) {
  if (!props.error) return null;
  return (
    <p className="field__error" id={props.id}>
      {props.error}
    </p>
  );
}

/** A labelled input (text or date) with its error tied by aria-describedby. */
export function TaxInput(props: {
  name: string;
  label: ReactNode;
  type?: "text" | "date";
  autoComplete?: string;
  inputMode?: "numeric";
  hint?: ReactNode;
}) {
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  const id = useId();
  const describedBy = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>
        {props.label}
      </label>
      <input
        {...field}
        value={field.value ?? ""}
        id={`${id}-input`}
        className="field__input"
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select. */
export function TaxSelect(props: { name: string; label: ReactNode; children: ReactNode }) {
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-select`}>
        {props.label}
      </label>
      <select
        {...field}
        id={`${id}-select`}
        className="field__input tax-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {props.children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A radio group: a fieldset whose legend is the question, each option a large target. */
export function TaxChoice<T extends string>(props: {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  onChange?: (value: T) => void;
}) {
  const [field, , helpers] = useField<T>(props.name);
  const error = useFieldError(props.name);
  const id = useId();
  return (
    <fieldset className="tax-choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="tax-choice__legend">{props.legend}</legend>
      <div className="tax-choice__options">
        {props.options.map((option) => (
          <label key={option.value} className="tax-choice__option">
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => {
                void helpers.setValue(option.value);
                props.onChange?.(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A checkbox whose whole row is the target. */
export function TaxCheckbox(props: { name: string; children: ReactNode }) {
  const [field] = useField<boolean>({ name: props.name, type: "checkbox" });
  const error = useFieldError(props.name);
  const id = useId();
  return (
    <div className="field">
      <label className="tax-check">
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type="checkbox"
          className="tax-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{props.children}</span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * How a person is named on the certificate: an INN (12 digits), or an identity document with its
 * FNS type code, series and number, and issue date. `birthCertificates` offers the birth
 * certificate codes too (a child); a taxpayer is never named by one.
 */
export function IdentityFields(props: { prefix: string; birthCertificates: boolean }) {
  const { values } = useFormikContext<TaxFormValues>();
  const kind = getIn(values, `${props.prefix}.idKind`) as IdentityKind;
  const code = getIn(values, `${props.prefix}.document.code`) as string;
  // The two documents most people use, with the series as the forms print them.
  const example = code === "21" ? "45 06 123456" : code === "03" ? "IV-МЮ 123456" : null;
  const types = FNS_DOCUMENT_TYPES.filter(
    (type) => props.birthCertificates || (type.code !== "03" && type.code !== "23"),
  );
  return (
    <>
      <TaxChoice<IdentityKind>
        name={`${props.prefix}.idKind`}
        legend={<Trans>Named on the certificate by</Trans>}
        options={[
          { value: "inn", label: <Trans>INN</Trans> },
          { value: "document", label: <Trans>Identity document</Trans> },
        ]}
      />
      {kind === "inn" ? (
        <TaxInput
          name={`${props.prefix}.inn`}
          label={<Trans>INN (12 digits)</Trans>}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : (
        <div className="tax-row">
          <TaxSelect name={`${props.prefix}.document.code`} label={<Trans>Document type</Trans>}>
            <option value="">—</option>
            {types.map((type) => (
              // The type names are the FNS list's, in Russian like the certificate they go on.
              <option key={type.code} value={type.code} lang="ru">
                {type.code} — {type.name}
              </option>
            ))}
          </TaxSelect>
          <TaxInput
            name={`${props.prefix}.document.number`}
            label={<Trans>Series and number</Trans>}
            autoComplete="off"
            hint={example ? <Trans>For example, {example}</Trans> : undefined}
          />
          <TaxInput
            name={`${props.prefix}.document.issuedOn`}
            label={<Trans>Date of issue</Trans>}
            type="date"
          />
        </div>
      )}
    </>
  );
}
