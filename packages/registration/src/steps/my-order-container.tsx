import { useTRPC } from "@reg/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRegistrationReads } from "../data/registration-reads";
import { MyOrderStep } from "../order/my-order-step";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import type { WizardStepProps } from "./step-props";
import { useKeepChangedOrder } from "./use-keep-cart";

/** My order: the cart's lines, counts, promo code; its submit confirms the order. */
export function MyOrderContainer(props: WizardStepProps) {
  const trpc = useTRPC();
  const language = useLocale();
  const cart = useQuery(useRegistrationReads().cart(props.registrationId));
  const setCount = useMutation(trpc.registration.setProductCount.mutationOptions());
  const remove = useMutation(trpc.registration.removeProduct.mutationOptions());
  const applyPromo = useMutation(trpc.registration.applyPromo.mutationOptions());
  const removePromo = useMutation(trpc.registration.removePromo.mutationOptions());
  const confirm = useMutation(trpc.registration.confirmCart.mutationOptions());
  const keepCart = useKeepChangedOrder(props.registrationId);
  const id = props.registrationId;
  if (!id || !cart.data) return <StepPending read={cart} />;
  const order = { registrationId: id, language };
  return (
    <MyOrderStep
      cart={cart.data}
      onBack={props.onBack}
      onCountChange={async (cartItemId, count) =>
        keepCart(await setCount.mutateAsync({ ...order, cartItemId, count }))
      }
      onRemove={async (cartItemId) => keepCart(await remove.mutateAsync({ ...order, cartItemId }))}
      onApplyPromo={async (promoCode) =>
        keepCart(await applyPromo.mutateAsync({ ...order, promoCode }))
      }
      onRemovePromo={async () => keepCart(await removePromo.mutateAsync(order))}
      onSubmit={async () => {
        const confirmed = await confirm.mutateAsync(order);
        keepCart(confirmed);
        // Adjusted to the stock on confirming (SPEC §8): the order is shown as it now is, with
        // what changed, before anyone pays it; going on again confirms it unchanged.
        if (confirmed.notice === null) props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
