import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import {
  cartOrderInput,
  type Cart,
  type ErrorCode,
  type PaymentMethod,
  type PayTogetherOrder,
} from "@reg/domain";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { OrderSummary } from "../order/order-summary";
import { StockNotice } from "../order/stock-notice";
import { chosenTogether, methodsTogether, tickedTogether, totalTogether } from "./pay-together";
import { PayTogetherChoice } from "./pay-together-choice";
import { PaymentCountdown } from "./payment-countdown";
import { PaymentMethodChooser } from "./payment-method-chooser";
import { useNow, type Clock } from "./use-now";

/** The minutes left of the other orders change slowly; the lead's own countdown ticks apart. */
const TOGETHER_TICK_MS = 5_000;

export interface PaymentStepProps {
  cart: Cart;
  /** The methods this order can be paid with (GET /Register/ApiPay), in display order. */
  methods: readonly PaymentMethod[];
  /**
   * Other orders the payer may pay with this one (ApiPay's payTogether, decision 0032); none
   * unless given.
   */
  together?: readonly PayTogetherOrder[];
  /**
   * The captain registered the whole team (decision 0026 §7): the team's shares among `together`
   * are paid with this order, ticked and not to be unticked.
   */
  teamSharesLocked?: boolean;
  /**
   * POST /Register/ApiSavePay, with the other orders chosen to pay in the same payment, then the
   * acquirer's page or the QR code.
   */
  onPay: (method: PaymentMethod, alsoRegistrationIds: string[]) => Promise<void>;
  /** The 20-minute window closed while the page was open. */
  onExpired: () => void;
  onBack: (() => void) | null;
  clock?: Clock;
}

/**
 * The payment step: the time left to pay, the other orders that may be paid with this one, the
 * total, and the method chooser.
 */
export function PaymentStep(props: PaymentStepProps) {
  const orders = props.together ?? [];
  // What the payer changed, by registration id; the rest stay as they start.
  const [choices, setChoices] = useState<Readonly<Record<string, boolean>>>({});
  const locked = props.teamSharesLocked ?? false;
  const ticked = tickedTogether(orders, choices, locked);
  const now = useNow(props.clock, TOGETHER_TICK_MS);
  const also = chosenTogether(orders, ticked, now);
  const methods = methodsTogether(props.methods, also);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  // One method offered needs no choosing; one no longer offered (installments once others are
  // ticked) is not chosen any more.
  const chosen =
    methods.length === 1
      ? (methods[0] ?? null)
      : picked && methods.includes(picked)
        ? picked
        : null;
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
      await props.onPay(
        chosen,
        also.map((order) => order.registrationId),
      );
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
      {/* A repeated payment's order, adjusted to the stock or without its lapsed promo code (SPEC §8). */}
      <StockNotice notice={props.cart.notice} changes={props.cart.changes} />
      <PaymentCountdown
        createdAt={props.cart.createdAt}
        clock={props.clock}
        onExpired={props.onExpired}
      />
      {orders.length > 0 && (
        <PayTogetherChoice
          orders={orders}
          ticked={ticked}
          teamSharesLocked={locked}
          now={now}
          onTick={(id, tick) => setChoices((current) => ({ ...current, [id]: tick }))}
        />
      )}
      <OrderSummary
        totals={props.cart.totals}
        together={
          also.length > 0
            ? {
                people: also.length + 1,
                totalKopecks: totalTogether(props.cart.totals.totalKopecks, also),
              }
            : null
        }
      />
      <PaymentMethodChooser
        methods={methods}
        chosen={chosen}
        onChoose={(method) => {
          setPicked(method);
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
