import { describe, expect, it } from "vitest";
import { loadWizardSnapshot, saveWizardSnapshot, wizardStorageKey } from "../wizard/wizard-storage";
import { REGISTRATION_ID } from "../testing/fake-registration";
import { memoryStorage } from "../testing/memory-storage";
import { forgetStartedPayment } from "./back-to-payment";

const race = { eventCode: "white-nights", raceCode: "42k" };
const key = wizardStorageKey({ ...race, registrationId: REGISTRATION_ID });

describe("forgetStartedPayment", () => {
  it("sends the kept wizard to the method chooser, keeping every other step's values", () => {
    const storage = memoryStorage();
    const checking = {
      state: "checking",
      method: "card",
      qr: null,
      paidAt: "2026-05-01T09:05:00Z",
    };
    saveWizardSnapshot(storage, key, {
      step: "payment",
      values: { participantForm: { email: "anna@example.com" }, payment: checking },
    });
    forgetStartedPayment(race, REGISTRATION_ID, storage);
    expect(loadWizardSnapshot(storage, key)).toEqual({
      step: "payment",
      values: { participantForm: { email: "anna@example.com" }, payment: null },
    });
  });

  it("keeps nothing where this tab kept no wizard for the order", () => {
    const storage = memoryStorage();
    forgetStartedPayment(race, REGISTRATION_ID, storage);
    expect(loadWizardSnapshot(storage, key)).toBeNull();
  });
});
