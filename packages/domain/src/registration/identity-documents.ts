import { z } from "zod";
import type { RequiredTextRule } from "../fields/field-rule";
import { validateField } from "../fields/validate-field";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { ValidationMessageId } from "../messages/validation-messages";

/** A free-form number: 1 to 25 characters (SPEC §3). */
export const FREE_FORM_DOCUMENT_MIN_LENGTH = 1;
export const FREE_FORM_DOCUMENT_MAX_LENGTH = 25;
/** The Russian placeholder of SPEC §3; the i18n catalogs carry the English one. */
export const FREE_FORM_DOCUMENT_PLACEHOLDER = "Серия и номер";

/** Mask slots: `#` a digit, `@` a letter; every other character is a literal the mask inserts. */
export const MASK_DIGIT = "#";
export const MASK_LETTER = "@";

export interface IdentityDocumentType {
  readonly code: string;
  /** i18n key of the type's name. */
  readonly meaningKey: string;
  /** The input mask, or null for a free-form number. */
  readonly mask: string | null;
  /** Characters of the number without the mask's literals (for a mask: its slot count). */
  readonly maxLength: number;
}

/** The identity document types of SPEC §3, in the order the form lists them. */
export const IDENTITY_DOCUMENT_TYPES = [
  {
    code: "21",
    meaningKey: "identityDocument.russianPassport",
    mask: "## ## ######",
    maxLength: 10,
  },
  { code: "03", meaningKey: "identityDocument.birthCertificate", mask: null, maxLength: 25 },
  { code: "07", meaningKey: "identityDocument.militaryId", mask: "@@ #######", maxLength: 9 },
  { code: "08", meaningKey: "identityDocument.temporaryMilitaryId", mask: null, maxLength: 25 },
  { code: "10", meaningKey: "identityDocument.foreignPassport", mask: null, maxLength: 25 },
  {
    code: "11",
    meaningKey: "identityDocument.refugeePetitionCertificate",
    mask: null,
    maxLength: 25,
  },
  { code: "12", meaningKey: "identityDocument.residencePermit", mask: null, maxLength: 25 },
  { code: "13", meaningKey: "identityDocument.refugeeId", mask: null, maxLength: 25 },
  { code: "14", meaningKey: "identityDocument.temporaryRussianId", mask: null, maxLength: 25 },
  {
    code: "15",
    meaningKey: "identityDocument.temporaryResidencePermit",
    mask: null,
    maxLength: 25,
  },
  {
    code: "19",
    meaningKey: "identityDocument.temporaryAsylumCertificate",
    mask: "## N #######",
    maxLength: 9,
  },
  { code: "23", meaningKey: "identityDocument.foreignBirthCertificate", mask: null, maxLength: 25 },
  { code: "24", meaningKey: "identityDocument.servicemanId", mask: null, maxLength: 9 },
  { code: "27", meaningKey: "identityDocument.reserveOfficerMilitaryId", mask: null, maxLength: 9 },
  { code: "91", meaningKey: "identityDocument.other", mask: null, maxLength: 25 },
] as const satisfies readonly IdentityDocumentType[];

export type IdentityDocumentCode = (typeof IDENTITY_DOCUMENT_TYPES)[number]["code"];
export const IDENTITY_DOCUMENT_CODES = IDENTITY_DOCUMENT_TYPES.map(
  (t) => t.code,
) as IdentityDocumentCode[];
export const identityDocumentCodeSchema = z.enum(
  IDENTITY_DOCUMENT_CODES as [IdentityDocumentCode, ...IdentityDocumentCode[]],
  {
    error: "documentType.notSelected",
  },
);

export function identityDocumentType(code: IdentityDocumentCode): IdentityDocumentType {
  const type = IDENTITY_DOCUMENT_TYPES.find((t) => t.code === code);
  if (!type) throw new InvalidInputError(`Unknown identity document type "${code}"`);
  return type;
}

/** Placeholder of the number input: the mask itself, or 'Серия и номер' for a free-form number. */
export function documentPlaceholder(code: IdentityDocumentCode): string {
  return identityDocumentType(code).mask ?? FREE_FORM_DOCUMENT_PLACEHOLDER;
}

function slotPattern(char: string): string {
  if (char === MASK_DIGIT) return "[0-9]";
  if (char === MASK_LETTER) return "\\p{L}";
  return char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const isSlot = (char: string): boolean => char === MASK_DIGIT || char === MASK_LETTER;

/**
 * What a masked number may be: as typed through the mask ("45 06 123456", "12 N 1234567"), or
 * its slots alone ("4506123456"), as a paste or an older record holds it.
 */
export function maskPattern(mask: string): RegExp {
  const chars = [...mask];
  const typed = chars.map(slotPattern).join("");
  const bare = chars.filter(isSlot).map(slotPattern).join("");
  return new RegExp(`^(?:${typed}|${bare})$`, "u");
}

/** The field rule of a document number, for toZod and the Yup builder alike. */
export function documentNumberRule(code: IdentityDocumentCode): RequiredTextRule {
  const type = identityDocumentType(code);
  if (type.mask) {
    return {
      type: "text",
      trim: true,
      required: "field.required",
      checks: [{ kind: "matches", pattern: maskPattern(type.mask), message: "document.invalid" }],
    };
  }
  return {
    type: "text",
    trim: true,
    required: "field.required",
    checks: [
      { kind: "maxLength", max: type.maxLength, message: "field.tooLong" },
      // Control characters (a pasted tab or newline) are never part of a document number.
      { kind: "notMatches", pattern: /\p{Cc}/u, message: "document.invalid" },
    ],
  };
}

/** The message id of a bad number for the type, or null when it is valid. */
export function validateDocumentNumber(
  code: IdentityDocumentCode,
  value: unknown,
): ValidationMessageId | null {
  return validateField(documentNumberRule(code), value);
}

/**
 * The number as stored: a masked type keeps only its slots, letters upper-cased ("аб 1234567" →
 * "АБ1234567"); a free-form number is trimmed. Throws on a number validateDocumentNumber refuses.
 */
export function normalizeDocumentNumber(code: IdentityDocumentCode, value: string): string {
  const failure = validateDocumentNumber(code, value);
  if (failure) throw new InvalidInputError(`Document number does not fit type ${code}: ${failure}`);
  const trimmed = value.trim();
  const { mask } = identityDocumentType(code);
  if (!mask) return trimmed;
  const maskChars = [...mask];
  const chars = [...trimmed];
  // A valid value is either typed through the mask (as long as the mask) or its bare slots.
  const slots =
    chars.length === maskChars.length ? chars.filter((_, i) => isSlot(maskChars[i] ?? "")) : chars;
  return slots.join("").toUpperCase();
}

/** A stored number shown through its mask ("4506123456" → "45 06 123456"); free-form as is. */
export function formatDocumentNumber(code: IdentityDocumentCode, stored: string): string {
  const { mask } = identityDocumentType(code);
  const raw = normalizeDocumentNumber(code, stored);
  if (!mask) return raw;
  const slots = [...raw];
  return [...mask].map((char) => (isSlot(char) ? (slots.shift() ?? "") : char)).join("");
}
