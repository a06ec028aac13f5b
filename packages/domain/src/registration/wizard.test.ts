import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  firstStep,
  isStepOf,
  nextStep,
  previousStep,
  REGISTRATION_KINDS,
  registrationKindSchema,
  stepProgress,
  stepsFor,
  WIZARD_JOURNEYS,
  WIZARD_STEPS,
  type WizardRaceFacts,
  type WizardStep,
  wizardStepSchema,
} from "./wizard";

const plain: WizardRaceFacts = { requiresPromoCode: false, hasOptions: true };
const gated: WizardRaceFacts = { requiresPromoCode: true, hasOptions: true };
const bare: WizardRaceFacts = { requiresPromoCode: false, hasOptions: false };
const CAPTAIN_PAYS: readonly string[] = ["team", "relay"];
const ALL_FACTS: WizardRaceFacts[] = [
  plain,
  gated,
  bare,
  { requiresPromoCode: true, hasOptions: false },
];

describe("stepsFor, the individual journey", () => {
  it("goes participant form → options → my order → payment", () => {
    expect(stepsFor("individual", plain)).toEqual([
      "participantForm",
      "options",
      "myOrder",
      "payment",
    ]);
  });

  it("starts at the promo gate when the race requires a code", () => {
    expect(stepsFor("individual", gated)).toEqual([
      "promoGate",
      "participantForm",
      "options",
      "myOrder",
      "payment",
    ]);
  });

  it("skips options when the race has none", () => {
    expect(stepsFor("individual", bare)).toEqual(["participantForm", "myOrder", "payment"]);
  });
});

describe("stepsFor, the other journeys", () => {
  it.each([
    ["relative", ["relativeForm", "options", "myOrder", "payment"]],
    ["friend", ["relativeForm", "options", "myOrder", "payment"]],
    ["gift", ["myForm", "participantForm", "options", "myOrder", "payment"]],
    ["team", ["team", "myForm", "participants", "options", "myOrder", "payment"]],
    ["relay", ["team", "myForm", "participants", "options", "myOrder", "payment"]],
    ["teamMember", ["team", "participantForm", "options", "myOrder", "payment"]],
  ] as const)("%s → %j", (kind, steps) => {
    expect(stepsFor(kind, plain)).toEqual(steps);
  });

  it("has the captain who pays for the team fill in their own form, then the members', before the order", () => {
    for (const kind of ["team", "relay"] as const) {
      expect(stepsFor(kind, gated)).toEqual([
        "team",
        "myForm",
        "participants",
        "options",
        "myOrder",
        "payment",
      ]);
      expect(stepsFor(kind, bare)).toEqual([
        "team",
        "myForm",
        "participants",
        "myOrder",
        "payment",
      ]);
      expect(nextStep(kind, gated, "team")).toBe("myForm");
      expect(nextStep(kind, gated, "myForm")).toBe("participants");
      expect(previousStep(kind, gated, "participants")).toBe("myForm");
      expect(previousStep(kind, gated, "team")).toBeNull();
    }
  });

  it("describes every kind, each ending at my order then payment, every step known", () => {
    expect(Object.keys(WIZARD_JOURNEYS).sort()).toEqual([...REGISTRATION_KINDS].sort());
    for (const kind of REGISTRATION_KINDS)
      for (const facts of ALL_FACTS) {
        const steps = stepsFor(kind, facts);
        expect(steps.slice(-2), kind).toEqual(["myOrder", "payment"]);
        expect(new Set(steps).size, kind).toBe(steps.length);
        for (const step of steps) expect(WIZARD_STEPS).toContain(step);
        // The captain-pays journeys are switched to after the team step: their gate lies behind.
        expect(steps.includes("promoGate"), kind).toBe(
          facts.requiresPromoCode && !CAPTAIN_PAYS.includes(kind),
        );
        expect(steps.includes("options"), kind).toBe(facts.hasOptions);
      }
  });

  it("uses every SPEC §2 step in some journey", () => {
    const used = new Set(REGISTRATION_KINDS.flatMap((kind) => stepsFor(kind, gated)));
    expect([...used].sort()).toEqual([...WIZARD_STEPS].sort());
  });
});

describe("nextStep and previousStep", () => {
  it("walk the individual journey both ways", () => {
    const forward: WizardStep[] = [];
    for (
      let step: WizardStep | null = firstStep("individual", gated);
      step;
      step = nextStep("individual", gated, step)
    )
      forward.push(step);
    expect(forward).toEqual(stepsFor("individual", gated));

    expect(previousStep("individual", gated, "payment")).toBe("myOrder");
    expect(previousStep("individual", gated, "myOrder")).toBe("options");
    expect(previousStep("individual", bare, "myOrder")).toBe("participantForm");
  });

  it("end at the journey's edges", () => {
    expect(nextStep("individual", plain, "payment")).toBeNull();
    expect(previousStep("individual", plain, "participantForm")).toBeNull();
    expect(previousStep("individual", gated, "promoGate")).toBeNull();
  });

  it("never lead back into the promo gate once it is passed", () => {
    expect(nextStep("individual", gated, "promoGate")).toBe("participantForm");
    expect(previousStep("individual", gated, "participantForm")).toBeNull();
    expect(previousStep("teamMember", gated, "team")).toBeNull();
  });

  it("are inverse on every journey apart from the gate", () => {
    for (const kind of REGISTRATION_KINDS)
      for (const facts of ALL_FACTS)
        for (const step of stepsFor(kind, facts)) {
          const next = nextStep(kind, facts, step);
          if (next && step !== "promoGate") expect(previousStep(kind, facts, next)).toBe(step);
        }
  });

  it("refuse a step the journey does not have", () => {
    expect(() => nextStep("individual", bare, "options")).toThrow(InvalidInputError);
    expect(() => previousStep("individual", plain, "team")).toThrow(InvalidInputError);
    expect(() => nextStep("team", plain, "relativeForm")).toThrow(InvalidInputError);
    expect(isStepOf("individual", bare, "options")).toBe(false);
    expect(isStepOf("individual", plain, "options")).toBe(true);
  });
});

describe("firstStep and stepProgress", () => {
  it("start at the gate or the first form", () => {
    expect(firstStep("individual", gated)).toBe("promoGate");
    expect(firstStep("individual", plain)).toBe("participantForm");
    expect(firstStep("relay", bare)).toBe("team");
    expect(firstStep("relay", gated)).toBe("team");
  });

  it("count the steps without the gate", () => {
    expect(stepProgress("individual", gated, "promoGate")).toBeNull();
    expect(stepProgress("individual", gated, "participantForm")).toEqual({ position: 1, count: 4 });
    expect(stepProgress("individual", bare, "payment")).toEqual({ position: 3, count: 3 });
    expect(() => stepProgress("individual", bare, "options")).toThrow(InvalidInputError);
  });
});

describe("schemas", () => {
  it("accept known ids only, with a message id on failure", () => {
    expect(wizardStepSchema.parse("myOrder")).toBe("myOrder");
    expect(wizardStepSchema.safeParse("checkout").error?.issues[0]?.message).toBe("field.invalid");
    expect(registrationKindSchema.parse("relay")).toBe("relay");
    expect(registrationKindSchema.safeParse("solo").error?.issues[0]?.message).toBe(
      "field.invalid",
    );
  });
});
