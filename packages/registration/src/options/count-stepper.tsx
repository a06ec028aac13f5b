import { Trans, useLingui } from "@lingui/react/macro";

interface CountStepperProps {
  /** What is counted, for the buttons' names ("Fewer: Finisher T-shirt"). */
  name: string;
  count: number;
  /** 0 on the options step; 1 in the cart, where taking a line out is its own button. */
  min?: number;
  max: number;
  disabled?: boolean;
  onChange: (count: number) => void;
}

/**
 * − count + within min…max. The buttons are named for screen readers and the count is announced
 * as it changes. A button that would leave the bounds says so with aria-disabled and does
 * nothing, but stays focusable: "+" pressed up to the maximum keeps the keyboard focus.
 */
export function CountStepper(props: CountStepperProps) {
  const { t } = useLingui();
  const { count, max, name } = props;
  const min = props.min ?? 0;
  return (
    <div className="stepper" role="group" aria-label={t`Quantity: ${name}`}>
      <button
        type="button"
        className="stepper__button"
        aria-label={t`Fewer: ${name}`}
        aria-disabled={props.disabled || count <= min}
        onClick={() => {
          if (!props.disabled && count > min) props.onChange(count - 1);
        }}
      >
        −
      </button>
      <output className="stepper__count" aria-live="polite">
        {count}
        <span className="visually-hidden">
          {" "}
          <Trans>in the order</Trans>
        </span>
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t`More: ${name}`}
        aria-disabled={props.disabled || count >= max}
        onClick={() => {
          if (!props.disabled && count < max) props.onChange(count + 1);
        }}
      >
        +
      </button>
    </div>
  );
}
