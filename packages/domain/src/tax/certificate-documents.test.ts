import { describe, expect, it } from "vitest";
import { IDENTITY_DOCUMENT_TYPES } from "../registration/identity-documents";
import {
  certificateDocumentNumber,
  FNS_CODE_OF_PLATFORM_DOCUMENT,
  FNS_DOCUMENT_CODES,
  fnsDocumentCodeOf,
  fnsDocumentName,
  isBirthCertificate,
  isFnsDocumentCode,
  validateCertificateDocumentNumber,
} from "./certificate-documents";

describe("FNS document codes", () => {
  it("lists the appendix's codes once each", () => {
    expect(FNS_DOCUMENT_CODES).toEqual([
      "21",
      "03",
      "07",
      "08",
      "10",
      "11",
      "12",
      "13",
      "14",
      "15",
      "19",
      "22",
      "23",
      "24",
      "27",
      "91",
    ]);
    expect(fnsDocumentName("21")).toBe("Паспорт гражданина Российской Федерации");
    expect(fnsDocumentName("23")).toMatch(/иностранного государства/);
    expect(isFnsDocumentCode("22")).toBe(true);
    expect(isFnsDocumentCode("01")).toBe(false);
  });

  it("gives every participant-form document type its FNS code, the same code", () => {
    for (const type of IDENTITY_DOCUMENT_TYPES) {
      expect(fnsDocumentCodeOf(type.code)).toBe(type.code);
      expect(isFnsDocumentCode(type.code)).toBe(true);
    }
    expect(Object.keys(FNS_CODE_OF_PLATFORM_DOCUMENT)).toHaveLength(IDENTITY_DOCUMENT_TYPES.length);
  });

  it("knows the birth certificates", () => {
    expect(isBirthCertificate("03")).toBe(true);
    expect(isBirthCertificate("23")).toBe(true);
    expect(isBirthCertificate("21")).toBe(false);
  });
});

describe("series and number on a certificate", () => {
  it.each([
    ["21", "4506123456", "45 06 123456"],
    ["21", " 45 06 123456 ", "45 06 123456"],
    ["03", "IV-МЮ 123456", "IV-МЮ 123456"],
    ["03", "iv-мю123456", "IV-МЮ 123456"],
    ["03", "XII МЮ 123456", "XII-МЮ 123456"],
    ["03", "ХІІ-АБ 654321", "XII-АБ 654321"], // Cyrillic Х and І typed for the numerals
    ["07", "аб 1234567", "АБ 1234567"],
    ["22", "70 1234567", "70 1234567"],
    ["22", "701234567", "70 1234567"],
    ["23", "  A 12   345 ", "A 12 345"],
    ["10", "N1234567", "N1234567"],
    ["91", "x".repeat(25), "x".repeat(25)],
  ] as const)("%s %j prints as %j", (code, value, printed) => {
    expect(validateCertificateDocumentNumber(code, value)).toBeNull();
    expect(certificateDocumentNumber(code, value)).toBe(printed);
  });

  it.each([
    ["21", "45 06 12345", "document.invalid"],
    ["21", "", "field.required"],
    ["21", undefined, "field.required"],
    ["03", "123456", "document.invalid"],
    ["03", "IV-MU 123456", "document.invalid"], // Latin letters where Cyrillic belong
    ["03", "IV-МЮ 12345", "document.invalid"],
    ["03", "IQ-МЮ 123456", "document.invalid"],
    ["22", "70 123456", "document.invalid"],
    ["07", "12 1234567", "document.invalid"],
    ["23", "x".repeat(26), "field.tooLong"],
    ["10", "AB\t123", "document.invalid"],
    ["12", "   ", "field.required"],
  ] as const)("%s %j is refused with %s", (code, value, message) => {
    expect(validateCertificateDocumentNumber(code, value)).toBe(message);
    expect(certificateDocumentNumber(code, value)).toBeNull();
  });
});
