import type { WizardStep } from "@reg/domain";
import { RegisterScreen, type StepAddressChange } from "@reg/registration";
import { portalAccountHref } from "./portal-links";

/** `/{eventCode}/{raceCode}/register` on a tenant's host: the registration wizard for that race. */
export function RegisterPage(props: {
  eventCode: string;
  raceCode: string;
  portalOrigin: string;
  step?: WizardStep;
  onStepChange?: StepAddressChange;
  resumeRegistrationId?: string;
  teamCode?: string;
}) {
  const account = portalAccountHref(props.portalOrigin);
  return (
    <RegisterScreen
      eventCode={props.eventCode}
      raceCode={props.raceCode}
      doneHref={account}
      accountHref={account}
      step={props.step}
      onStepChange={props.onStepChange}
      resumeRegistrationId={props.resumeRegistrationId}
      teamCode={props.teamCode}
    />
  );
}
