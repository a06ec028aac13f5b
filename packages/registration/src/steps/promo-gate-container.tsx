import { useRegistrationGateway } from "../data/gateway-context";
import { PromoGate } from "../promo/promo-gate";
import { keptPromoCode, type WizardStepProps } from "./step-props";

/** The promo gate: a race open only with a code checks it before the participant form. */
export function PromoGateContainer(props: WizardStepProps & { promoCode: string | null }) {
  const gateway = useRegistrationGateway();
  return (
    <PromoGate
      initialCode={keptPromoCode(props.wizard, props.promoCode) ?? undefined}
      onCheck={async (code) => {
        const checked = await gateway.checkPromoCode(props.race, code);
        props.wizard.dispatch({ type: "keepValues", step: "promoGate", values: checked.code });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
