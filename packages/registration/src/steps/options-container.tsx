import { useTRPC } from "@reg/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRegistrationReads } from "../data/registration-reads";
import type { OptionChoice } from "../options/option-choice";
import { OptionsStep } from "../options/options-step";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import type { WizardStepProps } from "./step-props";
import { useKeepCart } from "./use-keep-cart";

function isOptionChoice(value: unknown): value is OptionChoice {
  return typeof value === "object" && value !== null && "counts" in value && "priceTexts" in value;
}

/** Options and the race's own price: the whole choice saved, policies requested with their terms. */
export function OptionsContainer(props: WizardStepProps) {
  const trpc = useTRPC();
  const language = useLocale();
  const reads = useRegistrationReads();
  const products = useQuery(reads.products(props.registrationId));
  const cart = useQuery(reads.cart(props.registrationId));
  const saveProducts = useMutation(trpc.registration.saveProducts.mutationOptions());
  const requestPolicy = useMutation(trpc.registration.requestPolicy.mutationOptions());
  const setCustomPrice = useMutation(trpc.registration.setCustomPrice.mutationOptions());
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
        let cart = await saveProducts.mutateAsync({
          registrationId: id,
          language,
          products: selection.products.filter((p) => !policyToRequest(p.code, p.count)),
        });
        for (const policy of insurance) {
          const wanted = selection.products.find((p) => p.code === policy.code)?.count ?? 0;
          if (wanted > 0 && policy.inCart === 0 && policy.insurance)
            cart = (
              await requestPolicy.mutateAsync({
                registrationId: id,
                language,
                sport: policy.insurance.sport,
                type: policy.insurance.type,
                startDate: policy.insurance.startDate,
                sumInsuredKopecks: policy.insurance.sumInsuredKopecks,
              })
            ).cart;
        }
        for (const price of selection.customPrices)
          cart = await setCustomPrice.mutateAsync({
            registrationId: id,
            language,
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
