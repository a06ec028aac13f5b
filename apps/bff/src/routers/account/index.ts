import { router } from "../../trpc";
import { listRegistrations } from "./list-registrations";
import { myEventRegistrations } from "./my-event-registrations";
import { resendConfirmation } from "./resend-confirmation";
import { setStartListConsent } from "./set-start-list-consent";

/** The personal account's registrations (issue 11 item 5); the profile stays in `user`. */
export const accountRouter = router({
  listRegistrations,
  myEventRegistrations,
  setStartListConsent,
  resendConfirmation,
});
