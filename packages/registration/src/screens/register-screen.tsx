import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { WizardStep } from "@reg/domain";
import { useDocumentTitle } from "@reg/front";
import type { StepAddressChange } from "../wizard/use-step-address";
import { RegistrationGatewayProvider } from "../data/gateway-context";
import { registrationKeys, useRegistrationInit } from "../data/registration-queries";
import type { RaceRef } from "../data/registration-gateway";
import { RegistrationWizard } from "../registration-wizard";
import { useTrpcRegistrationGateway } from "../trpc-gateway/use-trpc-registration-gateway";
import { useLocale } from "../use-locale";

export interface RegisterScreenProps extends RaceRef {
  /** After a successful payment. */
  doneHref: string;
  /** Where "already registered" points. */
  accountHref: string;
  /** The step the address names (`?step=`), and how the route follows the wizard's moves. */
  step?: WizardStep;
  onStepChange?: StepAddressChange;
}

/**
 * The register page of a front (the portal, a tenant's app): the wizard for one race over the
 * app's tRPC client. Names come in the page's language, so a language switch reads them again.
 */
export function RegisterScreen(props: RegisterScreenProps) {
  const gateway = useTrpcRegistrationGateway();
  return (
    <RegistrationGatewayProvider gateway={gateway}>
      <RegisterTitle eventCode={props.eventCode} raceCode={props.raceCode} />
      <RefetchOnLanguageChange />
      <RegistrationWizard {...props} />
    </RegistrationGatewayProvider>
  );
}

/** The tab says which event the person is registering for once the wizard has read it. */
function RegisterTitle(props: RaceRef) {
  const { t } = useLingui();
  const init = useRegistrationInit(props);
  const eventName = init.data?.event.name;
  useDocumentTitle(eventName ? t`Registration: ${eventName}` : t`Registration`);
  return null;
}

function RefetchOnLanguageChange() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  }, [locale, queryClient]);
  return null;
}
