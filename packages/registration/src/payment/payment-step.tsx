import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import { cartOrderInput, type Cart, type ErrorCode, type PaymentMethod } from "@reg/domain";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { OrderSummary } from "../order/order-summary";
import { PaymentCountdown } from "./payment-countdown";
import { PaymentMethodChooser } from "./payment-method-chooser";
import type { Clock } from "./use-now";

export interface PaymentStepProps {
  cart: Cart;
  /** The methods this order can be paid with (GET /Register/ApiPay), in display order. */
  methods: readonly PaymentMethod[];
  /** POST /Register/ApiSavePay, then the acquirer's page or the QR code. */
  onPay: (method: PaymentMethod) => Promise<void>;
  /** The 20-minute window closed while the page was open. */
  onExpired: () => void;
  onBack: (() => void) | null;
  clock?: Clock;
}

/** The payment step: the time left to pay, the total, and the method chooser. */
export function PaymentStep(props: PaymentStepProps) {
  const [chosen, setChosen] = useState<PaymentMethod | null>(
    props.methods.length === 1 ? (props.methods[0] ?? null) : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!chosen) {
      setChoiceError("paymentMethod.notSelected");
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await props.onPay(chosen);
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="payment-step"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy}
    >
      <PaymentCountdown
        createdAt={props.cart.createdAt}
        clock={props.clock}
        onExpired={props.onExpired}
      />
      <OrderSummary totals={props.cart.totals} />
      <PaymentMethodChooser
        methods={props.methods}
        chosen={chosen}
        onChoose={(method) => {
          setChosen(method);
          setChoiceError(null);
        }}
        order={cartOrderInput(props.cart)}
        startAt={props.cart.createdAt}
        error={choiceError}
      />
      <FormAlert code={failure} />
      <WizardNav onBack={props.onBack} busy={busy} continueLabel={<Trans>Pay</Trans>} />
    </form>
  );
}
