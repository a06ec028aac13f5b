import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import { UNSAFE_TEXT_SAMPLES } from "../fields/corpus";
import { participantFormCrossFieldErrors, participantFormSchema } from "./participant-form";

/** A form that passes, Russian address included (issue 12, item 11: what was saved although wrong). */
const valid = {
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
  phone: "+7 (916) 123-45-67",
  noClub: true,
  agreeTerms: true,
  agreeRules: true,
  agreeMedical: true,
  receiptConsent: true,
};

function fieldsOf(values: Record<string, unknown>): Record<string, string> {
  const parsed = participantFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}

describe("the participant form's address and birth date on the wire (issue 12, item 11)", () => {
  it("takes a person living in a house: no apartment at all, or an empty one", () => {
    const { apartment: _omitted, ...houseDweller } = valid;
    expect(fieldsOf(houseDweller)).toEqual({});
    const parsed = participantFormSchema.parse({ ...valid, apartment: "  " });
    expect(parsed.apartment).toBeUndefined();
  });

  it.each([
    [{ birthDate: `${new Date().getUTCFullYear() + 1}-01-01` }, { birthDate: "birthDate.future" }],
    [{ birthDate: "01.01.2030" }, { birthDate: "birthDate.invalid" }],
    [{ birthDate: "1901-03-01" }, { birthDate: "birthDate.tooOld" }],
    [{ postcode: "abc" }, { postcode: "postcode.invalid" }],
    [{ postcode: "12345" }, { postcode: "postcode.invalid" }],
    [{ postcode: "SW1A 1AA" }, { postcode: "postcode.invalid" }],
    [{ region: "🏔️" }, { region: "place.invalid" }],
    [{ city: "😀😀" }, { city: "place.invalid" }],
    [{ apartment: "—" }, { apartment: "apartment.invalid" }],
    [{ street: "s".repeat(200) }, { street: "field.tooLong" }],
    [
      { street: "ул.\u0000Тверская", building: "1\u202E2", profession: "x\uD800" },
      {
        street: "text.unsafeCharacters",
        building: "text.unsafeCharacters",
        profession: "text.unsafeCharacters",
      },
    ],
  ])("refuses %j with %j", (change, expected) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual(expected);
  });

  it("asks six digits of a Russian postcode only: other countries keep the generic shape", () => {
    expect(fieldsOf({ ...valid, country: "GB", postcode: "SW1A 1AA" })).toEqual({});
    expect(fieldsOf({ ...valid, country: "BY", postcode: "220-030" })).toEqual({});
    expect(fieldsOf({ ...valid, country: "GB", postcode: "abc" })).toEqual({
      postcode: "postcode.invalid",
    });
    expect(participantFormCrossFieldErrors({ ...valid, postcode: "1234567" })).toEqual({
      postcode: "postcode.invalid",
    });
  });

  it("refuses unsafe text in an organizer's answer but keeps its line breaks", () => {
    const settings = {
      specialCategories: [],
      startPackets: [],
      questions: [{ id: "q1", required: true, choices: null }],
      requireDocument: false,
    };
    expect(
      participantFormCrossFieldErrors({ ...valid, answers: { q1: "one\ntwo" } }, settings),
    ).toEqual({});
    for (const sample of UNSAFE_TEXT_SAMPLES)
      expect(
        participantFormCrossFieldErrors({ ...valid, answers: { q1: sample } }, settings),
      ).toEqual({ "answers.q1": "text.unsafeCharacters" });
  });
});
