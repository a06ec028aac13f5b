import type { WizardStep } from "@reg/domain";
import { RegisterScreen, type StepAddressChange } from "@reg/registration";
import { MY_REGISTRATIONS_HREF, REGISTRATION_DONE_HREF } from "./registration-links";

/** `/{eventCode}/{raceCode}/register` on the portal: the registration wizard for that race. */
export function RegisterPage(props: {
  eventCode: string;
  raceCode: string;
  step?: WizardStep;
  onStepChange?: StepAddressChange;
  resumeRegistrationId?: string;
  teamCode?: string;
}) {
  return (
    <RegisterScreen
      eventCode={props.eventCode}
      raceCode={props.raceCode}
      doneHref={REGISTRATION_DONE_HREF}
      accountHref={MY_REGISTRATIONS_HREF}
      step={props.step}
      onStepChange={props.onStepChange}
      resumeRegistrationId={props.resumeRegistrationId}
      teamCode={props.teamCode}
    />
  );
}
