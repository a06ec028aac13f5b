import type { PaymentReturnReason } from "@reg/domain";
import { RegistrationSuccessScreen } from "@reg/registration";
import { useNavigate } from "@tanstack/react-router";
import { REGISTRATION_DONE_HREF } from "./registration-links";

/** `/{eventCode}/{raceCode}/register/success`: where the acquirer sends the person back. */
export function RegistrationSuccessPage(props: {
  eventCode: string;
  raceCode: string;
  registrationId: string | null;
  reason: PaymentReturnReason | null;
}) {
  const navigate = useNavigate();
  return (
    <RegistrationSuccessScreen
      eventCode={props.eventCode}
      raceCode={props.raceCode}
      registrationId={props.registrationId}
      reason={props.reason}
      doneHref={REGISTRATION_DONE_HREF}
      onBackToWizard={() =>
        void navigate({
          to: "/$eventCode/$raceCode/register",
          params: { eventCode: props.eventCode, raceCode: props.raceCode },
        })
      }
    />
  );
}
