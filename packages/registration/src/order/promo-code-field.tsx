import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, appFieldErrors } from "@reg/api";
import { fieldRules, normalizePromoCode, PROMO_CODE_MAX_LENGTH, validateField } from "@reg/domain";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { FieldError } from "../fields/field-error";

interface PromoCodeFieldProps {
  /** The code the order holds (normalised), or null. */
  applied: string | null;
  /** What is typed; the step keeps it, since continuing checks it (promoEntryMessage). */
  text: string;
  onTextChange: (text: string) => void;
  /** A message id the step puts here (promo.notChecked when continuing with an unapplied code). */
  stepError: string | null;
  /** POST /Register/ApiApplyDiscountCode; a failure carries `fields.promoCode`. */
  onApply: (code: string) => Promise<void>;
  /** POST /Register/ApiRemoveDiscountCode; without it an applied code offers no "Remove". */
  onRemove?: () => Promise<void>;
}

/**
 * The promo code of "my order" with SPEC §5's messages in place: empty, does not exist, not yet
 * checked or invalid, applying failed. Enter applies the code instead of continuing.
 */
export function PromoCodeField(props: PromoCodeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = error ?? props.stepError;
  const input = useRef<HTMLInputElement>(null);

  const apply = async () => {
    const problem = validateField(fieldRules.promoCode, props.text);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await props.onApply(props.text.trim());
      setError(null);
    } catch (failure) {
      const fields = appFieldErrors(failure);
      setError(
        fields.promoCode ??
          (appErrorCode(failure) === "VALIDATION_FAILED"
            ? "promo.applyFailed"
            : appErrorCode(failure)),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy || !props.onRemove) return;
    setBusy(true);
    try {
      await props.onRemove();
      setError(null);
      props.onTextChange("");
      // The Remove button is gone with the code: the person goes on from the empty field.
      input.current?.focus();
    } catch (failure) {
      setError(appFieldErrors(failure).promoCode ?? appErrorCode(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  };

  const applied = props.applied !== null && normalizePromoCode(props.text) === props.applied;
  const appliedCode = props.applied;
  return (
    <div className="field promo-field">
      <label className="field__label" htmlFor={`${id}-input`}>
        <Trans>Promo code</Trans>
      </label>
      <div className="promo-field__row">
        <input
          ref={input}
          id={`${id}-input`}
          className="field__input"
          value={props.text}
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setError(null);
            props.onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : applied ? `${id}-ok` : undefined}
        />
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void apply()}
          disabled={busy || applied}
          aria-busy={busy}
        >
          {busy && <span className="btn__spinner" aria-hidden="true" />}
          <Trans>Apply</Trans>
        </button>
        {applied && props.onRemove && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={t`Remove promo code ${appliedCode}`}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      {applied && !shown && (
        <p className="field__success" id={`${id}-ok`} role="status">
          {t`Promo code ${appliedCode} applied`}
        </p>
      )}
      <FieldError id={`${id}-error`} error={shown} announce />
    </div>
  );
}
