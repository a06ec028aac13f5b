import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { fieldErrorMessage } from "@reg/i18n";
import { useField } from "formik";
import { useId, useState, type HTMLInputAutoCompleteAttribute, type ReactNode } from "react";

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: ReactNode;
  /** Passwords get a show/hide button: typing blind on a phone is where sign-ups fail. */
  revealable?: boolean;
}

/**
 * A labelled Formik input whose error (a message id, from Yup or the server) is translated and
 * tied to the input with aria-describedby, so a screen reader reads it with the field.
 */
export function TextField(props: TextFieldProps) {
  const [field, meta] = useField<string>(props.name);
  const { i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy = [props.hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const type = props.revealable && revealed ? "text" : (props.type ?? "text");

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {props.label}
      </label>
      <div
        className={
          props.revealable ? "field__control field__control--with-action" : "field__control"
        }
      >
        <input
          {...field}
          value={field.value ?? ""}
          id={inputId}
          className="field__input"
          type={type}
          autoComplete={props.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck={props.type === "email" || props.type === "password" ? false : undefined}
          autoCapitalize={props.type === "email" || props.type === "password" ? "none" : undefined}
        />
        {props.revealable && (
          <button
            type="button"
            className="field__action"
            aria-controls={inputId}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          </button>
        )}
      </div>
      {props.hint && (
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {i18n._(fieldErrorMessage(error))}
        </p>
      )}
    </div>
  );
}
