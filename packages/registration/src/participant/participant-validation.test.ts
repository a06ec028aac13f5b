import {
  DEFAULT_PARTICIPANT_FORM_SETTINGS,
  fieldErrorsFromIssues,
  fieldRuleCorpus,
  fieldRules,
  participantFormFieldRules,
  participantFormSchemaFor,
  type ParticipantFormSettings,
} from "@reg/domain";
import { describe, expect, it } from "vitest";
import { participantFormErrors, validateParticipantForm } from "./participant-validation";
import { participantInitialValues } from "./participant-values";

/** A form that passes every rule: each case below changes one thing in it. */
const valid = participantInitialValues({
  email: "anna@example.com",
  lastName: "Петрова",
  firstName: "Анна",
  birthDate: "1990-05-17",
  gender: "female",
  country: "RU",
  region: "Москва",
  city: "Москва",
  street: "ул. Тверская",
  building: "12к3",
  apartment: "45",
  postcode: "125009",
  phone: "+7 916 123 45 67",
  noClub: true,
  agreeTerms: true,
  agreeRules: true,
  agreeMedical: true,
  receiptConsent: true,
});

const race: ParticipantFormSettings = {
  specialCategories: ["veteran"],
  startPackets: ["S", "M"],
  questions: [
    { id: "firstTime", required: true, choices: ["yes", "no"] },
    { id: "wish", required: false, choices: null },
  ],
  requireDocument: true,
};

/** What the server (zod, participantFormSchemaFor) says about the same values. */
function serverErrors(values: Record<string, unknown>, settings: ParticipantFormSettings) {
  const result = participantFormSchemaFor(settings).safeParse(values);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** The form fields that use a corpus field's rule ("house" is the form's "building"). */
function formFieldsOf(corpusField: keyof typeof fieldRules): string[] {
  return Object.entries(participantFormFieldRules)
    .filter(([, rule]) => rule === fieldRules[corpusField])
    .map(([name]) => name);
}

const cases = fieldRuleCorpus.flatMap((c) =>
  formFieldsOf(c.field).map((formField) => ({ ...c, formField })),
);

describe("the participant form's verdicts", () => {
  it("start from a form both sides accept", () => {
    expect(participantFormErrors(valid, DEFAULT_PARTICIPANT_FORM_SETTINGS)).toEqual({});
    expect(serverErrors(valid, DEFAULT_PARTICIPANT_FORM_SETTINGS)).toEqual({});
  });

  it("cover every participant field of the shared corpus", () => {
    const covered = new Set(cases.map((c) => c.formField));
    for (const field of Object.keys(participantFormFieldRules)) expect(covered).toContain(field);
  });

  it.each(cases.map((c) => [c.formField, JSON.stringify(c.value) ?? "undefined", c] as const))(
    "%s = %s: Yup + cross-field rules give exactly the server's errors",
    (formField, _shown, c) => {
      // A document number is checked against a type, so it is tried with one that takes any.
      const base = formField === "documentNumber" ? { ...valid, documentType: "91" } : { ...valid };
      const values = { ...base, [formField]: c.value };
      const client = participantFormErrors(values, DEFAULT_PARTICIPANT_FORM_SETTINGS);
      expect(client).toEqual(serverErrors(values, DEFAULT_PARTICIPANT_FORM_SETTINGS));
      if (c.expected !== null) expect(client[formField]).toBe(c.expected);
    },
  );

  it.each([
    ["no club and 'no club' unticked", { noClub: false }],
    ["a number without a type", { documentNumber: "45 06 123456" }],
    [
      "a passport number that misses its mask",
      { documentType: "21", documentNumber: "45 06 1234" },
    ],
    ["a military ID with a Cyrillic series", { documentType: "07", documentNumber: "АБ 1234567" }],
    ["a too long serviceman ID", { documentType: "24", documentNumber: "1234567890" }],
    ["a category the race does not offer", { specialCategory: "student" }],
    ["no start packet", { startPacket: "" }],
    ["an unanswered required question", { answers: { wish: "медаль" } }],
    ["an answer that is not a choice", { answers: { firstTime: "maybe" } }],
    ["an answer to no question", { answers: { firstTime: "yes", other: "x" } }],
  ])("%s: the same cross-field verdicts as the server", (_name, change) => {
    const values = { ...valid, startPacket: "M", answers: { firstTime: "yes" }, ...change };
    const client = participantFormErrors(values, race);
    expect(client).toEqual(serverErrors(values, race));
  });

  it("requires a document when the race does, and reports a missing one under its type", () => {
    expect(
      participantFormErrors({ ...valid, startPacket: "M", answers: { firstTime: "yes" } }, race),
    ).toEqual({ documentType: "documentType.notSelected" });
  });

  it("refuses a phone that has the right shape but exists in no numbering plan", () => {
    expect(
      participantFormErrors(
        { ...valid, phone: "+7 000 000 00 00" },
        DEFAULT_PARTICIPANT_FORM_SETTINGS,
      ),
    ).toEqual({ phone: "phone.invalid" });
    expect(
      participantFormErrors(
        { ...valid, emergencyPhone: "+7 000 000 00 00" },
        DEFAULT_PARTICIPANT_FORM_SETTINGS,
      ),
    ).toEqual({ emergencyPhone: "phone.invalid" });
  });

  it("nests dotted paths for Formik, so answers.q1 shows under its question", () => {
    const errors = validateParticipantForm(
      { ...valid, startPacket: "M", answers: { firstTime: "maybe" } },
      race,
    );
    expect(errors).toEqual({
      answers: { firstTime: "field.invalid" },
      documentType: "documentType.notSelected",
    });
  });
});
