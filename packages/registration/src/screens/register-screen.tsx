import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { WizardStep } from "@reg/domain";
import { useDocumentTitle } from "@reg/front";
import type { StepAddressChange } from "../wizard/use-step-address";
import { useRegistrationReads, type RaceRef } from "../data/registration-reads";
import { RegistrationWizard } from "../registration-wizard";

export interface RegisterScreenProps extends RaceRef {
  /** After a successful payment. */
  doneHref: string;
  /** Where "already registered" points. */
  accountHref: string;
  /** The step the address names (`?step=`), and how the route follows the wizard's moves. */
  step?: WizardStep;
  onStepChange?: StepAddressChange;
  /** `?registrationId=` of "Repeat payment": the expired order to take back to its payment. */
  resumeRegistrationId?: string;
  /** `?teamCode=` of a team's share link: the team step's join form opens with it. */
  teamCode?: string;
}

/**
 * The register page of a front (the portal, a tenant's app): the wizard for one race over the
 * app's tRPC client. Names come in the page's language: it is in each read's input, so a language
 * switch reads them again.
 */
export function RegisterScreen(props: RegisterScreenProps) {
  return (
    <>
      <RegisterTitle eventCode={props.eventCode} raceCode={props.raceCode} />
      <RegistrationWizard {...props} />
    </>
  );
}

/** The tab says which event the person is registering for once the wizard has read it. */
function RegisterTitle(props: RaceRef) {
  const { t } = useLingui();
  const init = useQuery(useRegistrationReads().init(props));
  const eventName = init.data?.event.name;
  useDocumentTitle(eventName ? t`Registration: ${eventName}` : t`Registration`);
  return null;
}
