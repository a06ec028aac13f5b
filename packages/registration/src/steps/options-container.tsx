import { useRegistrationGateway } from "../data/gateway-context";
import { useCart, useProducts } from "../data/registration-queries";
import type { OptionChoice } from "../options/option-choice";
import { OptionsStep } from "../options/options-step";
import { StepPending } from "../step-pending";
import type { WizardStepProps } from "./step-props";
import { useKeepCart } from "./use-keep-cart";

function isOptionChoice(value: unknown): value is OptionChoice {
  return typeof value === "object" && value !== null && "counts" in value && "priceTexts" in value;
}

/** Options and the race's own price: the whole choice saved, policies requested with their terms. */
export function OptionsContainer(props: WizardStepProps) {
  const gateway = useRegistrationGateway();
  const products = useProducts(props.registrationId);
  const cart = useCart(props.registrationId);
  const keepCart = useKeepCart(props.registrationId);
  const id = props.registrationId;
  if (!id || !products.data) return <StepPending read={products} />;
  // "Pay what you want": the race's bounds, and the price the order's slot holds now.
  const bounds = props.init.customPrice;
  if (bounds && !cart.data) return <StepPending read={cart} />;
  const slot = cart.data?.items.find((item) => item.kind === "slot");
  const racePrice = bounds && slot ? { bounds, kopecks: slot.unitKopecks } : undefined;
  const kept = props.wizard.values.options;
  const insurance = products.data.insurance;
  return (
    <OptionsStep
      formId="options-form"
      products={products.data}
      racePrice={racePrice}
      savedChoice={isOptionChoice(kept) ? kept : undefined}
      onChoiceChange={(choice) =>
        props.wizard.dispatch({ type: "keepValues", step: "options", values: choice })
      }
      onBack={props.onBack}
      onSubmit={async (selection) => {
        // Policies are requested with their terms; ApiSaveProducts only takes one back out. Its
        // list is the whole choice: a policy the order already holds stays in it, or it goes.
        const policyToRequest = (code: string, count: number) =>
          count > 0 && insurance.some((p) => p.code === code && p.inCart === 0);
        let cart = await gateway.saveProducts({
          registrationId: id,
          products: selection.products.filter((p) => !policyToRequest(p.code, p.count)),
        });
        for (const policy of insurance) {
          const wanted = selection.products.find((p) => p.code === policy.code)?.count ?? 0;
          if (wanted > 0 && policy.inCart === 0 && policy.insurance)
            cart = (
              await gateway.requestPolicy({
                registrationId: id,
                sport: policy.insurance.sport,
                type: policy.insurance.type,
                startDate: policy.insurance.startDate,
                sumInsuredKopecks: policy.insurance.sumInsuredKopecks,
              })
            ).cart;
        }
        for (const price of selection.customPrices)
          cart = await gateway.setCustomPrice({
            registrationId: id,
            cartItemId: price.code,
            priceKopecks: price.priceKopecks,
          });
        keepCart(cart);
        await products.refetch();
        // Saved: the step shows the order from now on, not a choice kept from before.
        props.wizard.dispatch({ type: "keepValues", step: "options", values: undefined });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
