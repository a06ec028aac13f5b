import { describe, expect, it } from "vitest";
import { wizardStepSchema } from "./wizard";
import { WIZARD_STEPS, isWizardStep } from "./wizard-steps";

describe("isWizardStep", () => {
  it("takes every step and what the schema takes, nothing else", () => {
    for (const step of WIZARD_STEPS) expect(isWizardStep(step)).toBe(true);
    for (const value of ["checkout", "", "MyOrder", "toString", 1, null, undefined, ["myOrder"]]) {
      expect(isWizardStep(value)).toBe(false);
      expect(wizardStepSchema.safeParse(value).success).toBe(false);
    }
  });
});
