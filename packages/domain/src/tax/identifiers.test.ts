import { describe, expect, it } from "vitest";
import { isValidationMessageId } from "../messages/validation-messages";
import {
  innKind,
  innSchema,
  isValidInn,
  isValidKpp,
  isValidLegalEntityInn,
  isValidOgrn,
  isValidOgrnip,
  isValidPersonInn,
  kppSchema,
  legalEntityInnSchema,
  ogrnipSchema,
  ogrnSchema,
  personInnSchema,
} from "./identifiers";

describe("INN of an organization (10 digits)", () => {
  it.each([
    "7707083893", // Sberbank
    "7736050003", // Gazprom
    "7702070139", // VTB
    "7707123458", // computed: 770712345 and its check digit 8
    "7707083830", // computed: the sum's remainder is 10, so the check digit is 0
  ])("accepts %s", (inn) => {
    expect(isValidLegalEntityInn(inn)).toBe(true);
    expect(innKind(inn)).toBe("legalEntity");
  });

  it.each([
    ["a wrong check digit", "7707083894"],
    ["a changed digit", "7707183893"],
    ["nine digits", "770708389"],
    ["eleven digits", "77070838930"],
    ["a letter", "77070838A3"],
    ["spaces", "7707 083893"],
    ["no region (all zeros pass the sum)", "0000000000"],
    ["empty", ""],
  ])("refuses %s", (_, inn) => {
    expect(isValidLegalEntityInn(inn)).toBe(false);
  });
});

describe("INN of a person (12 digits)", () => {
  it.each(["500100732259", "773173084809", "771234567859"])("accepts %s", (inn) => {
    expect(isValidPersonInn(inn)).toBe(true);
    expect(innKind(inn)).toBe("person");
  });

  it.each([
    ["a wrong 11th digit", "500100732269"],
    ["a wrong 12th digit", "500100732258"],
    ["both check digits swapped", "500100732295"],
    ["eleven digits", "50010073225"],
    ["thirteen digits", "5001007322590"],
    ["a letter", "50010073225x"],
    ["no region", "000000000000"],
  ])("refuses %s", (_, inn) => {
    expect(isValidPersonInn(inn)).toBe(false);
  });

  it("does not take an organization's INN for a person's, nor the reverse", () => {
    expect(isValidPersonInn("7707083893")).toBe(false);
    expect(isValidLegalEntityInn("500100732259")).toBe(false);
    expect(isValidInn("7707083893")).toBe(true);
    expect(isValidInn("500100732259")).toBe(true);
    expect(innKind("770708389")).toBeNull();
  });
});

describe("OGRN (13 digits) and OGRNIP (15 digits)", () => {
  it.each([
    "1027700132195", // Sberbank
    "1027739609391",
    "1037739085636",
    "5123456789011", // computed, starting with 5
    "1027700132130", // computed: remainder 10 gives 0
  ])("accepts the OGRN %s", (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "1027700132196"],
    ["a first digit other than 1 or 5", "2027700132195"],
    ["twelve digits", "102770013219"],
    ["fourteen digits", "10277001321950"],
    ["a letter", "102770013219O"],
    ["an OGRNIP", "304500116000157"],
  ])("refuses as OGRN %s", (_, ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(false);
  });

  it.each([
    "304500116000157",
    "313132804400022",
    "304463210700212",
    "321770000123456", // computed
    "304500116000191", // computed: remainder 11 gives 1
  ])("accepts the OGRNIP %s", (ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "304500116000158"],
    ["a first digit other than 3", "104500116000157"],
    ["fourteen digits", "30450011600015"],
    ["sixteen digits", "3045001160001570"],
    ["a letter", "30450011600015I"],
    ["an OGRN", "1027700132195"],
  ])("refuses as OGRNIP %s", (_, ogrnip) => {
    expect(isValidOgrnip(ogrnip)).toBe(false);
  });
});

describe("KPP", () => {
  it.each(["773601001", "770201001", "7736AB001", "77360Z001"])("accepts %s", (kpp) => {
    expect(isValidKpp(kpp)).toBe(true);
  });

  it.each([
    ["eight characters", "77360100"],
    ["ten characters", "7736010011"],
    ["a letter among the office digits", "77A601001"],
    ["a letter among the serial digits", "7736010A1"],
    ["a lower-case letter", "7736ab001"],
    ["a Cyrillic letter", "7736АБ001"],
  ])("refuses %s", (_, kpp) => {
    expect(isValidKpp(kpp)).toBe(false);
  });
});

describe("identifier schemas", () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }): string | undefined =>
    result.error?.issues[0]?.message;

  it("trims and accepts valid values", () => {
    expect(innSchema.parse(" 7707083893 ")).toBe("7707083893");
    expect(personInnSchema.parse("500100732259")).toBe("500100732259");
    expect(legalEntityInnSchema.parse("7707083893")).toBe("7707083893");
    expect(kppSchema.parse("7736ab001")).toBe("7736AB001");
    expect(ogrnSchema.parse("1027700132195")).toBe("1027700132195");
    expect(ogrnipSchema.parse("304500116000157")).toBe("304500116000157");
  });

  it("refuses with message ids the i18n catalogs know", () => {
    const failures = [
      messageOf(innSchema.safeParse("7707083894")),
      messageOf(personInnSchema.safeParse("7707083893")),
      messageOf(legalEntityInnSchema.safeParse("500100732259")),
      messageOf(kppSchema.safeParse("77360100")),
      messageOf(ogrnSchema.safeParse("1027700132196")),
      messageOf(ogrnipSchema.safeParse("304500116000158")),
      messageOf(innSchema.safeParse("  ")),
      messageOf(innSchema.safeParse(undefined)),
    ];
    expect(failures).toEqual([
      "inn.invalid",
      "inn.invalid",
      "inn.invalid",
      "kpp.invalid",
      "ogrn.invalid",
      "ogrnip.invalid",
      "field.required",
      "field.required",
    ]);
    for (const id of failures) expect(isValidationMessageId(id)).toBe(true);
  });
});
