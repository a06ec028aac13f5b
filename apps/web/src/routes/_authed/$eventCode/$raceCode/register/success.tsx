import { paymentReturnReasonSchema, registrationIdSchema } from "@reg/domain";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RegistrationSuccessPage } from "../../../../../features/registration/registration-success-page";

/** A mangled id is dropped: the page then shows the person's own order for the race. */
const successSearchSchema = z.object({
  registrationId: registrationIdSchema.optional().catch(undefined),
  /** Why the acquirer's page sent the person back ("cancelled"); anything else is ignored. */
  reason: paymentReturnReasonSchema.optional().catch(undefined),
});

export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register/success")({
  validateSearch: successSearchSchema,
  component: SuccessRoute,
});

function SuccessRoute() {
  const params = Route.useParams();
  const search = Route.useSearch();
  return (
    <RegistrationSuccessPage
      eventCode={params.eventCode}
      raceCode={params.raceCode}
      registrationId={search.registrationId ?? null}
      reason={search.reason ?? null}
    />
  );
}
