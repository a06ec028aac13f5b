import {
  browserSessionStorage,
  loadWizardSnapshot,
  saveWizardSnapshot,
  wizardStorageKey,
  type WizardStorage,
} from "../../wizard/wizard-storage";
import type { RaceRef } from "../data/registration-gateway";

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
