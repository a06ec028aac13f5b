import { paymentReturnReasonSchema } from "@reg/domain";
import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { RegistrationSuccessPage } from "../../../../../features/registration/registration-success-page";

/** A mangled id is dropped: the page then shows the person's own order for the race. */
const successSearchSchema = z.object({
  // A UUID, as registrationIdSchema (classic zod) has it: zod/mini keeps classic out of this chunk.
  registrationId: z.catch(z.optional(z.uuid()), undefined),
  /**
   * Why the acquirer's page sent the person back ("cancelled"). Narrowed in the component, not
   * here: this part is in the app's first chunk, and paymentReturnReasonSchema's module pulls the
   * order's pricing and payment rules (docs/decisions/0022).
   */
  reason: z.catch(z.optional(z.string()), undefined),
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
