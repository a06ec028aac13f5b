import {
  browserSessionStorage,
  loadWizardSnapshot,
  saveWizardSnapshot,
  wizardStorageKey,
  type WizardStorage,
} from "../wizard/wizard-storage";
import type { RaceRef } from "../data/registration-reads";
import type { PaymentProgress } from "../payment/payment-progress";

/**
 * Before the success page sends the person back to pay again: the wizard this tab kept for the
 * order forgets the payment it last started, so it opens on the method chooser, not on a stale
 * "checking" of that payment. Without a kept wizard there is nothing to forget: the register page
 * then offers "go to payment" for the order awaiting it.
 */
export function forgetStartedPayment(
  race: RaceRef,
  registrationId: string,
  storage: WizardStorage | null = browserSessionStorage(),
): void {
  if (!storage) return;
  const key = wizardStorageKey({ ...race, registrationId });
  const kept = loadWizardSnapshot(storage, key);
  if (!kept) return;
  saveWizardSnapshot(storage, key, { step: "payment", values: { ...kept.values, payment: null } });
}

/**
 * "Try again" on the success page started a QR / fast payment: the wizard of this tab opens on
 * the payment step showing that code, as if it had been started there.
 */
export function keepStartedPayment(
  race: RaceRef,
  registrationId: string,
  progress: PaymentProgress,
  storage: WizardStorage | null = browserSessionStorage(),
): void {
  if (!storage) return;
  const key = wizardStorageKey({ ...race, registrationId });
  const kept = loadWizardSnapshot(storage, key);
  saveWizardSnapshot(storage, key, {
    step: "payment",
    values: { ...kept?.values, payment: progress },
  });
}
