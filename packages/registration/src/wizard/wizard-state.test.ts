import { InvalidInputError, defined } from "@reg/domain";
import { describe, expect, it } from "vitest";
import {
  furthestStep,
  initialWizardSnapshot,
  isReachable,
  wizardReducer,
  type WizardJourney,
} from "./wizard-state";

const gated: WizardJourney = {
  kind: "individual",
  race: { requiresPromoCode: true, hasOptions: true },
};
const plain: WizardJourney = {
  kind: "individual",
  race: { requiresPromoCode: false, hasOptions: false },
};

function walk(journey: WizardJourney, actions: ("continue" | "back")[]) {
  let state = initialWizardSnapshot(journey, null);
  const seen = [state.step];
  for (const type of actions) {
    state = wizardReducer(journey, state, { type });
    seen.push(state.step);
  }
  return seen;
}

describe("the wizard's moves", () => {
  it("walks the gated journey forward through every step and stops after payment", () => {
    expect(walk(gated, ["continue", "continue", "continue", "continue", "continue"])).toEqual([
      "promoGate",
      "participantForm",
      "options",
      "myOrder",
      "payment",
      "payment",
    ]);
  });

  it("goes back step by step but never into the promo gate", () => {
    const state = { step: "payment" as const, values: {} };
    const back = (s: typeof state) => wizardReducer(gated, s, { type: "back" });
    const steps = [state];
    for (let i = 0; i < 4; i += 1) steps.push(back(defined(steps.at(-1))) as typeof state);
    expect(steps.map((s) => s.step)).toEqual([
      "payment",
      "myOrder",
      "options",
      "participantForm",
      "participantForm",
    ]);
  });

  it("skips the options step of a race without options", () => {
    expect(walk(plain, ["continue", "continue", "back"])).toEqual([
      "participantForm",
      "myOrder",
      "payment",
      "myOrder",
    ]);
  });

  it("goes straight to a step of the journey, and ignores one it does not have", () => {
    const start = initialWizardSnapshot(plain, null);
    expect(wizardReducer(plain, start, { type: "goTo", step: "payment" }).step).toBe("payment");
    expect(wizardReducer(plain, start, { type: "goTo", step: "options" })).toBe(start);
  });

  it("keeps each step's values beside the others", () => {
    let state = initialWizardSnapshot(gated, null);
    state = wizardReducer(gated, state, {
      type: "keepValues",
      step: "promoGate",
      values: "SPRING",
    });
    state = wizardReducer(gated, state, { type: "keepValues", step: "options", values: { a: 1 } });
    expect(state.values).toEqual({ promoGate: "SPRING", options: { a: 1 } });
  });

  it("opens on a kept step, on `startAt`, or on the first step, whichever applies", () => {
    const kept = { step: "myOrder" as const, values: { promoGate: "X" } };
    expect(initialWizardSnapshot(gated, kept)).toBe(kept);
    expect(initialWizardSnapshot(gated, null, "payment").step).toBe("payment");
    // A kept step the journey no longer has (the race dropped its options) starts over.
    expect(initialWizardSnapshot(plain, { step: "options", values: {} }).step).toBe(
      "participantForm",
    );
    expect(initialWizardSnapshot(plain, null, "options").step).toBe("participantForm");
  });

  it("refuses a current step the journey does not have, as the domain does", () => {
    expect(() =>
      wizardReducer(plain, { step: "options", values: {} }, { type: "continue" }),
    ).toThrow(InvalidInputError);
  });
});

describe("the steps an address may lead to (issue 12 item 6)", () => {
  it("keeps the furthest step come to, and reaches back to it but not past it", () => {
    let state = initialWizardSnapshot(gated, null);
    for (const type of ["continue", "continue", "continue", "back", "back"] as const)
      state = wizardReducer(gated, state, { type });
    expect(state.step).toBe("participantForm");
    expect(furthestStep(gated, state)).toBe("myOrder");
    expect(isReachable(gated, state, "options")).toBe(true);
    expect(isReachable(gated, state, "myOrder")).toBe(true);
    expect(isReachable(gated, state, "payment")).toBe(false);
    // Never back into the promo gate once past it, nor to a step the journey does not have.
    expect(isReachable(gated, state, "promoGate")).toBe(false);
    expect(isReachable(plain, { step: "myOrder", values: {} }, "options")).toBe(false);
  });

  it("opens on the addressed step where reachable, else on the furthest one", () => {
    const kept = { step: "options" as const, values: {}, reached: "myOrder" as const };
    expect(initialWizardSnapshot(gated, kept, undefined, "participantForm").step).toBe(
      "participantForm",
    );
    expect(initialWizardSnapshot(gated, kept, undefined, "payment").step).toBe("myOrder");
    expect(initialWizardSnapshot(gated, null, undefined, "payment").step).toBe("promoGate");
  });

  it("forgets the steps reached when starting over", () => {
    const kept = { step: "myOrder" as const, values: {}, reached: "payment" as const };
    const restarted = wizardReducer(gated, kept, { type: "restart", step: "participantForm" });
    expect(restarted.step).toBe("participantForm");
    expect(isReachable(gated, restarted, "options")).toBe(false);
  });
});
