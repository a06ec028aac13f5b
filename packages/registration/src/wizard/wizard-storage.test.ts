import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import {
  clearWizardSnapshot,
  loadWizardSnapshot,
  saveWizardSnapshot,
  wizardStorageKey,
} from "./wizard-storage";

describe("the wizard's storage", () => {
  it("keys by event, race and registration, 'new' before the first save", () => {
    expect(wizardStorageKey({ eventCode: "spb", raceCode: "10k", registrationId: null })).toBe(
      "reg-wizard:spb:10k:new",
    );
    expect(wizardStorageKey({ eventCode: "spb", raceCode: "10k", registrationId: "r1" })).toBe(
      "reg-wizard:spb:10k:r1",
    );
  });

  it("reads back what it kept, and forgets it when cleared", () => {
    const storage = memoryStorage();
    const snapshot = { step: "options" as const, values: { options: { counts: { a: 1 } } } };
    saveWizardSnapshot(storage, "k", snapshot);
    expect(loadWizardSnapshot(storage, "k")).toEqual(snapshot);
    clearWizardSnapshot(storage, "k");
    expect(loadWizardSnapshot(storage, "k")).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["an unknown step", JSON.stringify({ step: "checkout", values: {} })],
    ["values under an unknown step", JSON.stringify({ step: "myOrder", values: { cart: 1 } })],
    ["no values", JSON.stringify({ step: "myOrder" })],
  ])("treats %s as nothing kept", (_name, raw) => {
    const storage = memoryStorage();
    storage.setItem("k", raw);
    expect(loadWizardSnapshot(storage, "k")).toBeNull();
  });

  it("carries on when the storage refuses to be written (private mode, quota)", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveWizardSnapshot(broken, "k", { step: "myOrder", values: {} })).not.toThrow();
    expect(loadWizardSnapshot(broken, "k")).toBeNull();
    expect(() => clearWizardSnapshot(broken, "k")).not.toThrow();
  });
});
