import { RegisterScreen } from "@reg/ui/registration";
import { MY_REGISTRATIONS_HREF, REGISTRATION_DONE_HREF } from "./registration-links";

/** `/{eventCode}/{raceCode}/register` on the portal: the registration wizard for that race. */
export function RegisterPage(props: { eventCode: string; raceCode: string }) {
  return (
    <RegisterScreen
      eventCode={props.eventCode}
      raceCode={props.raceCode}
      doneHref={REGISTRATION_DONE_HREF}
      accountHref={MY_REGISTRATIONS_HREF}
    />
  );
}
