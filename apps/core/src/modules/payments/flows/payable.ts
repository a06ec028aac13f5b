import { AppError } from "../../../http/app-error";
import type { RegistrationRecord } from "../../registration";

/** Only an order awaiting its payment, in its window, can be paid; the code says why not. */
export function assertPayable(registration: RegistrationRecord): void {
  if (registration.effective === "awaitingPayment") return;
  if (
    registration.effective === "expired" ||
    (registration.state === "draft" && registration.effective === "cancelled")
  )
    throw new AppError("REGISTRATION_EXPIRED");
  if (registration.state === "cancelled") throw new AppError("ALREADY_CANCELLED");
  throw new AppError("INVALID_STATE");
}
