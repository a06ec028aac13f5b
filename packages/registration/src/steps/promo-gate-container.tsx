import { useTRPC } from "@reg/api";
import { useQueryClient } from "@tanstack/react-query";
import { PromoGate } from "../promo/promo-gate";
import { useLocale } from "../use-locale";
import { keptPromoCode, type WizardStepProps } from "./step-props";

/** The promo gate: a race open only with a code checks it before the participant form. */
export function PromoGateContainer(props: WizardStepProps & { promoCode: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLocale();
  return (
    <PromoGate
      initialCode={keptPromoCode(props.wizard, props.promoCode) ?? undefined}
      onCheck={async (code) => {
        // Asked afresh on each press, and once: a refused code is the person's to correct.
        const checked = await queryClient.fetchQuery(
          trpc.registration.checkPromo.queryOptions(
            { ...props.race, language, promoCode: code },
            { staleTime: 0, retry: false },
          ),
        );
        props.wizard.dispatch({ type: "keepValues", step: "promoGate", values: checked.code });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
