import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import type { IdentityDocumentCode } from "./identity-documents";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  DEFAULT_PARTICIPANT_FORM_SETTINGS,
  participantFormCrossFieldErrors,
  participantFormFieldRules,
  participantFormSchema,
  participantFormSchemaFor,
  type ParticipantFormSettings,
} from "./participant-form";
import { defined } from "../errors/defined";

const valid = {
  email: " anna@example.com ",
  lastName: "Петрова",
  firstName: "Анна",
  patronymic: "",
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
  emergencyPhone: "",
  club: "",
  noClub: true,
  profession: "Инженер",
  documentType: "21",
  documentNumber: "45 06 123456",
  agreeTerms: true,
  agreeRules: true,
  agreeMedical: true,
  receiptConsent: true,
};

const raceSettings: ParticipantFormSettings = {
  specialCategories: ["veteran", "disabled"],
  startPackets: ["S", "M", "L"],
  questions: [
    { id: "firstTime", required: true, choices: ["yes", "no"] },
    { id: "wish", required: false, choices: null },
  ],
  requireDocument: true,
};

function errorsOf(
  input: unknown,
  settings = DEFAULT_PARTICIPANT_FORM_SETTINGS,
): Record<string, string> {
  const result = participantFormSchemaFor(settings).safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe("participantFormFieldRules", () => {
  it("has a rule for every participant-form field of SPEC §3", () => {
    expect(Object.keys(participantFormFieldRules).sort()).toEqual(
      [
        "email",
        "lastName",
        "firstName",
        "patronymic",
        "birthDate",
        "gender",
        "country",
        "region",
        "city",
        "street",
        "building",
        "apartment",
        "postcode",
        "phone",
        "emergencyPhone",
        "club",
        "profession",
        "specialCategory",
        "startPacket",
        "documentType",
        "documentNumber",
        "agreeTerms",
        "agreeRules",
        "agreeMedical",
        "receiptConsent",
      ].sort(),
    );
  });
});

describe("participantFormSchema", () => {
  it("accepts a filled form and hands back what is stored", () => {
    const form = participantFormSchema.parse(valid);
    // The output is typed as narrowly as the rules make it.
    const gender: "male" | "female" = form.gender;
    const documentType: IdentityDocumentCode | undefined = form.documentType;
    const answers: Record<string, string> = form.answers;
    expect([gender, documentType, answers]).toEqual(["female", "21", {}]);
    expect(form).toMatchObject({
      email: "anna@example.com",
      gender: "female",
      building: "12к3",
      patronymic: undefined,
      emergencyPhone: undefined,
      club: undefined,
      noClub: true,
      documentType: "21",
      documentNumber: "4506123456",
      answers: {},
    });
  });

  it("keeps the club when one is given, and drops it when 'no club' is ticked", () => {
    expect(participantFormSchema.parse({ ...valid, club: " Moscow RC ", noClub: false }).club).toBe(
      "Moscow RC",
    );
    expect(
      participantFormSchema.parse({ ...valid, club: "Moscow RC", noClub: true }).club,
    ).toBeUndefined();
  });

  it("keeps the start list's consent off unless ticked, and takes only a yes or no", () => {
    expect(participantFormSchema.parse(valid).showInStartList).toBe(false);
    expect(participantFormSchema.parse({ ...valid, showInStartList: true }).showInStartList).toBe(
      true,
    );
    expect(errorsOf({ ...valid, showInStartList: "on" })).toEqual({
      showInStartList: "field.invalid",
    });
  });

  it("requires a club or 'no club'", () => {
    expect(errorsOf({ ...valid, noClub: false })).toEqual({ club: "field.required" });
    expect(errorsOf({ ...valid, noClub: undefined })).toEqual({ club: "field.required" });
    expect(errorsOf({ ...valid, noClub: "yes" })).toEqual({
      noClub: "field.invalid",
      club: "field.required",
    });
  });

  it("refuses a phone of the right shape that no numbering plan has, as the form does", () => {
    expect(errorsOf({ ...valid, phone: "+7 000 000 00 00" })).toEqual({ phone: "phone.invalid" });
    expect(errorsOf({ ...valid, emergencyPhone: "+7 (000) 000-00-00" })).toEqual({
      emergencyPhone: "phone.invalid",
    });
    // A shape the field rule refuses keeps the field rule's one message.
    expect(errorsOf({ ...valid, phone: "12" })).toEqual({ phone: "phone.invalid" });
    expect(participantFormCrossFieldErrors({ ...valid, phone: "+7 000 000 00 00" })).toEqual({
      phone: "phone.invalid",
    });
  });

  it("checks the document number against its type's mask and length", () => {
    expect(errorsOf({ ...valid, documentNumber: "45 06 12345" })).toEqual({
      documentNumber: "document.invalid",
    });
    expect(errorsOf({ ...valid, documentType: "07", documentNumber: "АБ 1234567" })).toEqual({});
    expect(
      participantFormSchema.parse({ ...valid, documentType: "07", documentNumber: "аб 1234567" })
        .documentNumber,
    ).toBe("АБ1234567");
    expect(errorsOf({ ...valid, documentType: "07", documentNumber: "45 06 123456" })).toEqual({
      documentNumber: "document.invalid",
    });
    expect(errorsOf({ ...valid, documentType: "24", documentNumber: "1234567890" })).toEqual({
      documentNumber: "field.tooLong",
    });
    expect(errorsOf({ ...valid, documentType: "10", documentNumber: "" })).toEqual({
      documentNumber: "field.required",
    });
  });

  it("needs a type for a number, and no document at all unless the race requires one", () => {
    expect(errorsOf({ ...valid, documentType: "", documentNumber: "" })).toEqual({});
    expect(errorsOf({ ...valid, documentType: undefined, documentNumber: undefined })).toEqual({});
    expect(errorsOf({ ...valid, documentType: "", documentNumber: "123" })).toEqual({
      documentType: "documentType.notSelected",
    });
    expect(errorsOf({ ...valid, documentType: "55" })).toEqual({
      documentType: "documentType.notSelected",
    });
    expect(
      errorsOf(
        { ...valid, documentType: "", documentNumber: "" },
        { ...DEFAULT_PARTICIPANT_FORM_SETTINGS, requireDocument: true },
      ),
    ).toEqual({ documentType: "documentType.notSelected" });
  });

  it("reports field and cross-field failures together, one message per field", () => {
    expect(
      errorsOf({
        ...valid,
        email: "иван@почта.рф",
        gender: "unknown",
        noClub: false,
        documentNumber: "12",
        agreeMedical: false,
      }),
    ).toEqual({
      email: "email.cyrillic",
      gender: "field.required",
      agreeMedical: "agreement.medical",
      club: "field.required",
      documentNumber: "document.invalid",
    });
  });

  it("reports a missing body as field failures, never a crash", () => {
    expect(errorsOf({})).toMatchObject({
      email: "email.required",
      gender: "field.required",
      club: "field.required",
    });
    expect(participantFormSchema.safeParse(null).success).toBe(false);
    expect(participantFormSchema.safeParse("form").success).toBe(false);
  });
});

describe("participantFormSchemaFor a race's settings", () => {
  const filled = {
    ...valid,
    specialCategory: "veteran",
    startPacket: "M",
    answers: { firstTime: " yes ", wish: "" },
  };

  it("accepts offered choices and answers, keeping only non-empty trimmed answers", () => {
    const form = participantFormSchemaFor(raceSettings).parse(filled);
    expect(form.answers).toEqual({ firstTime: "yes" });
    expect(form.specialCategory).toBe("veteran");
  });

  it.each([
    [{ specialCategory: "vip" }, { specialCategory: "field.invalid" }],
    [{ specialCategory: "" }, {}],
    [{ startPacket: "" }, { startPacket: "field.required" }],
    [{ startPacket: "XXL" }, { startPacket: "field.invalid" }],
    [{ answers: { wish: "x" } }, { "answers.firstTime": "field.required" }],
    [{ answers: { firstTime: "maybe" } }, { "answers.firstTime": "field.invalid" }],
    [{ answers: { firstTime: "no", shoeSize: "42" } }, { "answers.shoeSize": "field.invalid" }],
    [{ answers: { firstTime: "no", wish: "w".repeat(1001) } }, { "answers.wish": "field.tooLong" }],
    [{ answers: { firstTime: 1 } }, { "answers.firstTime": "string.expected" }],
    [{ answers: ["yes"] }, { answers: "field.invalid" }],
  ])("%j → %j", (change, expected) => {
    expect(errorsOf({ ...filled, ...change }, raceSettings)).toEqual(expected);
  });

  it("refuses choices a race without them never offered", () => {
    expect(errorsOf({ ...valid, specialCategory: "veteran", startPacket: "M" })).toEqual({
      specialCategory: "field.invalid",
      startPacket: "field.invalid",
    });
  });

  it("refuses settings whose question ids cannot be error paths", () => {
    const bad = (id: string) => ({
      ...raceSettings,
      questions: [{ id, required: false, choices: null }],
    });
    expect(() => participantFormSchemaFor(bad("a.b"))).toThrow(InvalidInputError);
    expect(() => participantFormSchemaFor(bad(""))).toThrow(InvalidInputError);
    expect(() =>
      participantFormSchemaFor({
        ...raceSettings,
        questions: [defined(raceSettings.questions[0]), defined(raceSettings.questions[0])],
      }),
    ).toThrow(InvalidInputError);
  });
});

describe("participantFormCrossFieldErrors", () => {
  it("gives the form the same cross-field verdicts as the wire", () => {
    const cases = [
      { ...valid, noClub: false },
      { ...valid, documentNumber: "45 06 12345" },
      { ...valid, documentType: "", documentNumber: "77" },
      {
        ...valid,
        specialCategory: "vip",
        startPacket: "",
        answers: { firstTime: "maybe", x: "1" },
      },
    ];
    for (const values of cases) {
      const wire = errorsOf(values, raceSettings);
      const form = participantFormCrossFieldErrors(values, raceSettings);
      for (const [path, message] of Object.entries(form)) expect(wire[path], path).toBe(message);
    }
  });

  it("leaves a field failing its own rule to that rule", () => {
    expect(
      participantFormCrossFieldErrors({ ...valid, documentType: "21", documentNumber: "x\ty" }),
    ).toEqual({});
    expect(
      participantFormCrossFieldErrors({ ...valid, noClub: false, club: "c".repeat(101) }),
    ).toEqual({});
  });
});
