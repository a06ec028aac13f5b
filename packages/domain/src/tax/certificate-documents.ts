import {
  type IdentityDocumentCode,
  formatDocumentNumber,
  validateDocumentNumber,
} from "../registration/identity-documents";
import type { ValidationMessageId } from "../messages/validation-messages";

/**
 * The FNS codes of identity documents ("код вида документа", КодВидДок) a certificate names a person
 * without an INN by (decision 0033): the list of the FNS forms' appendix, with its Russian names
 * (the certificate is Russian).
 */
export const FNS_DOCUMENT_TYPES = [
  { code: "21", name: "Паспорт гражданина Российской Федерации" },
  { code: "03", name: "Свидетельство о рождении" },
  { code: "07", name: "Военный билет" },
  { code: "08", name: "Временное удостоверение, выданное взамен военного билета" },
  { code: "10", name: "Паспорт иностранного гражданина" },
  {
    code: "11",
    name: "Свидетельство о рассмотрении ходатайства о признании лица беженцем на территории Российской Федерации по существу",
  },
  { code: "12", name: "Вид на жительство в Российской Федерации" },
  { code: "13", name: "Удостоверение беженца" },
  { code: "14", name: "Временное удостоверение личности гражданина Российской Федерации" },
  { code: "15", name: "Разрешение на временное проживание в Российской Федерации" },
  {
    code: "19",
    name: "Свидетельство о предоставлении временного убежища на территории Российской Федерации",
  },
  { code: "22", name: "Загранпаспорт гражданина Российской Федерации" },
  {
    code: "23",
    name: "Свидетельство о рождении, выданное уполномоченным органом иностранного государства",
  },
  { code: "24", name: "Удостоверение личности военнослужащего Российской Федерации" },
  { code: "27", name: "Военный билет офицера запаса" },
  { code: "91", name: "Иные документы" },
] as const;

export type FnsDocumentCode = (typeof FNS_DOCUMENT_TYPES)[number]["code"];
export const FNS_DOCUMENT_CODES: readonly FnsDocumentCode[] = FNS_DOCUMENT_TYPES.map((t) => t.code);

export function isFnsDocumentCode(value: string): value is FnsDocumentCode {
  return (FNS_DOCUMENT_CODES as readonly string[]).includes(value);
}

export function fnsDocumentName(code: FnsDocumentCode): string {
  return FNS_DOCUMENT_TYPES.find((t) => t.code === code)?.name ?? "";
}

/**
 * The participant form's document types (SPEC §3) are this list's codes already, with the same
 * meanings; only 22 (a Russian passport for travel abroad) is not offered there. The table is
 * written out so a type added to the form without an FNS code fails to compile here.
 */
export const FNS_CODE_OF_PLATFORM_DOCUMENT: Readonly<
  Record<IdentityDocumentCode, FnsDocumentCode>
> = {
  "21": "21",
  "03": "03",
  "07": "07",
  "08": "08",
  "10": "10",
  "11": "11",
  "12": "12",
  "13": "13",
  "14": "14",
  "15": "15",
  "19": "19",
  "23": "23",
  "24": "24",
  "27": "27",
  "91": "91",
};

export function fnsDocumentCodeOf(platformCode: IdentityDocumentCode): FnsDocumentCode {
  return FNS_CODE_OF_PLATFORM_DOCUMENT[platformCode];
}

/** Birth certificates (Russian, foreign): a child's documents, never an adult taxpayer's. */
export const BIRTH_CERTIFICATE_CODES: readonly FnsDocumentCode[] = ["03", "23"];

export function isBirthCertificate(code: FnsDocumentCode): boolean {
  return BIRTH_CERTIFICATE_CODES.includes(code);
}

/** A free-form series and number: 1 to 25 characters, as on the FNS forms. */
export const CERTIFICATE_DOCUMENT_NUMBER_MAX_LENGTH = 25;

/**
 * A Russian birth certificate: the series is a Roman number (Latin I, V, X, L, C), a hyphen and
 * two Cyrillic capitals, then six digits — written "IV-МЮ 123456".
 */
const RUSSIAN_BIRTH_CERTIFICATE = /^([IVXLC]+)-?([А-ЯЁ]{2})(\d{6})$/u;
/** A Russian passport for travel abroad: "70 1234567". */
const FOREIGN_TRAVEL_PASSPORT = /^(\d{2})(\d{7})$/;

/** Cyrillic letters typed for the Roman numerals they look like. */
const ROMAN_LOOKALIKES: Readonly<Record<string, string>> = { І: "I", Х: "X", С: "C" };

function compact(value: string): string {
  return value.replace(/\s+/g, "");
}

function birthCertificateNumber(value: string): string | null {
  const upper = compact(value).toUpperCase();
  const hyphen = upper.indexOf("-");
  // Only the Roman part (before the hyphen) may hold look-alike Cyrillic letters.
  const roman = hyphen < 0 ? upper : upper.slice(0, hyphen);
  const rest = hyphen < 0 ? "" : upper.slice(hyphen);
  const fixed = [...roman].map((c) => ROMAN_LOOKALIKES[c] ?? c).join("") + rest;
  const match = RUSSIAN_BIRTH_CERTIFICATE.exec(fixed);
  if (!match) return null;
  return `${match[1]}-${match[2]} ${match[3]}`;
}

function freeFormNumber(value: string): string | null {
  const text = value.trim().replace(/\s+/g, " ");
  if (/\p{Cc}/u.test(value)) return null;
  return text;
}

/**
 * Why a series and number cannot stand on a certificate under `code`, or null when it can: the
 * participant form's masks (21, 07, 19), the Russian birth certificate's series (03), the travel
 * passport's (22), and 1–25 characters for the rest.
 */
export function validateCertificateDocumentNumber(
  code: FnsDocumentCode,
  value: string | undefined,
): ValidationMessageId | null {
  if (value === undefined || value.trim() === "") return "field.required";
  switch (code) {
    case "03":
      return birthCertificateNumber(value) ? null : "document.invalid";
    case "22":
      return FOREIGN_TRAVEL_PASSPORT.test(compact(value)) ? null : "document.invalid";
    case "21":
    case "07":
    case "19":
      return validateDocumentNumber(code, value);
    default: {
      const text = freeFormNumber(value);
      if (text === null) return "document.invalid";
      return [...text].length > CERTIFICATE_DOCUMENT_NUMBER_MAX_LENGTH ? "field.tooLong" : null;
    }
  }
}

/**
 * The series and number as the certificate prints them: "45 06 123456", "IV-МЮ 123456",
 * "АБ 1234567", "70 1234567"; a free-form number trimmed, its inner spaces collapsed. Null when
 * validateCertificateDocumentNumber refuses it.
 */
export function certificateDocumentNumber(
  code: FnsDocumentCode,
  value: string | undefined,
): string | null {
  if (value === undefined || validateCertificateDocumentNumber(code, value) !== null) return null;
  switch (code) {
    case "03":
      return birthCertificateNumber(value);
    case "22": {
      const match = FOREIGN_TRAVEL_PASSPORT.exec(compact(value));
      return match ? `${match[1]} ${match[2]}` : null;
    }
    case "21":
    case "07":
    case "19":
      return formatDocumentNumber(code, value);
    default:
      return freeFormNumber(value);
  }
}
