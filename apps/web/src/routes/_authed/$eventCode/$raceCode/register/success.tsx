import { paymentReturnReasonSchema, registrationIdSchema } from "@reg/domain";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { RegistrationSuccessPage } from "../../../../../features/registration/registration-success-page";

/** A mangled id is dropped: the page then shows the person's own order for the race. */
const successSearchSchema = z.object({
  registrationId: registrationIdSchema.optional().catch(undefined),
  /**
   * Why the acquirer's page sent the person back ("cancelled"). Narrowed in the component, not
   * here: this part is in the app's first chunk, and paymentReturnReasonSchema's module pulls the
   * order's pricing and payment rules (docs/decisions/0022).
   */
  reason: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register/success")({
  validateSearch: successSearchSchema,
  component: SuccessRoute,
});

function SuccessRoute() {
  const params = Route.useParams();
  const search = Route.useSearch();
  // Anything but a known reason is ignored.
  const reason = paymentReturnReasonSchema.safeParse(search.reason);
  return (
    <RegistrationSuccessPage
      eventCode={params.eventCode}
      raceCode={params.raceCode}
      registrationId={search.registrationId ?? null}
      reason={reason.success ? reason.data : null}
    />
  );
}
