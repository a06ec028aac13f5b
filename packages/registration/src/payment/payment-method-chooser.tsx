import { Trans, useLingui } from "@lingui/react/macro";
import type { Instant, PaymentMethod, PriceOrderInput } from "@reg/domain";
import { useId } from "react";
import { FieldError } from "../fields/field-error";
import { InstallmentPlan } from "./installment-plan";
import { paymentMethodHints, paymentMethodNames } from "./payment-method-names";

interface PaymentMethodChooserProps {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  /** For the installment plan shown under its method. */
  order: PriceOrderInput;
  startAt: Instant;
  error: string | null;
}

/** The payment methods this order can use, as a radio group: arrow keys move between them. */
export function PaymentMethodChooser(props: PaymentMethodChooserProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset className="method-chooser" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="form__legend">
        <Trans>Payment method</Trans>
      </legend>
      {props.methods.map((method) => (
        <label key={method} className="choice-option">
          <input
            type="radio"
            name={`${id}-method`}
            value={method}
            className="choice-option__radio"
            checked={props.chosen === method}
            onChange={() => props.onChoose(method)}
          />
          <span className="choice-option__body">
            <span className="choice-option__name">{i18n._(paymentMethodNames[method])}</span>
            <span className="choice-option__hint">{i18n._(paymentMethodHints[method])}</span>
            {method === "installments" && props.chosen === "installments" && (
              <InstallmentPlan order={props.order} startAt={props.startAt} />
            )}
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} error={props.error} announce />
    </fieldset>
  );
}
