import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import { promoEntryMessage, type Cart, type ErrorCode } from "@reg/domain";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@reg/ui/forms";
import { WizardNav } from "../wizard/wizard-nav";
import { PickupNotice } from "../participant/pickup-notice";
import { CartLine } from "./cart-line";
import { OrderSummary } from "./order-summary";
import { PromoCodeField } from "./promo-code-field";
import { StockNotice } from "./stock-notice";

export interface MyOrderStepProps {
  /** GET /Register/ApiCart, or the answer of the last call that changed the cart. */
  cart: Cart;
  /** POST /Register/ApiSetProductCount. */
  onCountChange: (cartItemId: string, count: number) => Promise<void>;
  /** POST /Register/ApiRemoveProductFromCart. */
  onRemove: (cartItemId: string) => Promise<void>;
  /** POST /Register/ApiApplyDiscountCode; failures carry `fields.promoCode`. */
  onApplyPromo: (code: string) => Promise<void>;
  /** POST /Register/ApiRemoveDiscountCode: takes the applied code off. */
  onRemovePromo?: () => Promise<void>;
  /** Confirms the order and goes on to the payment. */
  onSubmit: () => Promise<void>;
  onBack: (() => void) | null;
}

/**
 * "My order" (SPEC §3 cart): the lines with counts and stock, the promo code, the totals with the
 * commission's percent, SPEC §8's stock notices when the order was adjusted, and the originals
 * to bring to pickup.
 */
export function MyOrderStep(props: MyOrderStepProps) {
  const { t } = useLingui();
  const { cart } = props;
  const [promoText, setPromoText] = useState(cart.promoCode ?? "");
  const [promoError, setPromoError] = useState<string | null>(null);
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  const changeLine = async (id: string, change: () => Promise<void>) => {
    setPendingLine(id);
    setFailure(null);
    try {
      await change();
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setPendingLine(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A code typed but never applied would silently not count: SPEC §5 "not yet checked".
    const promoProblem = promoEntryMessage(promoText, cart.promoCode, false);
    setPromoError(promoProblem);
    if (promoProblem || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await props.onSubmit();
    } catch (error) {
      setFailure(appErrorCode(error));
    } finally {
      setBusy(false);
    }
  };

  const slotLost = cart.notice === "stock.cartOutOfStock";
  return (
    <form className="my-order" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <StockNotice notice={cart.notice} changes={cart.changes} />
      {/* No visible heading: the step's "My order" says it; the name differs from the hold summary's. */}
      <section className="my-order__lines" aria-label={t`Order lines`}>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              pending={pendingLine === item.id}
              onCountChange={(count) =>
                void changeLine(item.id, () => props.onCountChange(item.id, count))
              }
              onRemove={() => void changeLine(item.id, () => props.onRemove(item.id))}
            />
          ))}
        </ul>
      </section>
      <PromoCodeField
        applied={cart.promoCode}
        text={promoText}
        onTextChange={(text) => {
          setPromoText(text);
          setPromoError(null);
        }}
        stepError={promoError}
        onApply={props.onApplyPromo}
        onRemove={props.onRemovePromo}
      />
      <OrderSummary totals={cart.totals} />
      <PickupNotice missing={cart.originalsNeededAtPickup} />
      <FormAlert code={failure} />
      <WizardNav
        onBack={props.onBack}
        busy={busy}
        blocked={slotLost}
        continueLabel={<Trans>Go to payment</Trans>}
      />
    </form>
  );
}
