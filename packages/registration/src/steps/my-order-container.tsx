import { useRegistrationGateway } from "../data/gateway-context";
import { useCart } from "../data/registration-queries";
import { MyOrderStep } from "../order/my-order-step";
import { StepPending } from "../step-pending";
import type { WizardStepProps } from "./step-props";
import { useKeepChangedOrder } from "./use-keep-cart";

/** My order: the cart's lines, counts, promo code; its submit confirms the order. */
export function MyOrderContainer(props: WizardStepProps) {
  const gateway = useRegistrationGateway();
  const cart = useCart(props.registrationId);
  const keepCart = useKeepChangedOrder(props.registrationId);
  const id = props.registrationId;
  if (!id || !cart.data) return <StepPending read={cart} />;
  return (
    <MyOrderStep
      cart={cart.data}
      onBack={props.onBack}
      onCountChange={async (cartItemId, count) =>
        keepCart(
          await gateway.setProductCount({
            registrationId: id,
            cartItemId,
            count,
          }),
        )
      }
      onRemove={async (cartItemId) =>
        keepCart(await gateway.removeProduct({ registrationId: id, cartItemId }))
      }
      onApplyPromo={async (promoCode) =>
        keepCart(await gateway.applyDiscountCode({ registrationId: id, promoCode }))
      }
      onRemovePromo={async () => keepCart(await gateway.removeDiscountCode(id))}
      onSubmit={async () => {
        keepCart(await gateway.confirmOrder(id));
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
