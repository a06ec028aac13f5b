import type { ValidationMessageId } from "../messages/validation-messages";
import type {
  ConsentFieldRule,
  FieldCheck,
  OptionalTextRule,
  RequiredTextRule,
} from "./field-rule";
import {
  FREE_FORM_DOCUMENT_MAX_LENGTH,
  IDENTITY_DOCUMENT_CODES,
} from "../registration/identity-documents";
import {
  CONTROL_CHARACTER,
  COUNTRY_CODE,
  CYRILLIC,
  EMAIL,
  GENDER_CHOSEN,
  GENDER_UNCHOSEN,
  HAS_LETTER_OR_DIGIT,
  LETTERS_ONLY,
  PLACE_NAME,
  PHONE,
  POSTCODE,
} from "./patterns";
import { SAFE_MULTILINE_TEXT_CHECK, SAFE_TEXT_CHECK } from "./safe-text";

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_PART_MAX_LENGTH = 100;
export const STREET_MAX_LENGTH = 100;
export const HOUSE_MAX_LENGTH = 20;
export const TEAM_NAME_MAX_LENGTH = 100;
export const JOIN_CODE_MAX_LENGTH = 32;
export const PROMO_CODE_MAX_LENGTH = 50;
export const CLUB_MAX_LENGTH = 100;
export const PROFESSION_MAX_LENGTH = 100;
/** The code of an organizer's choice: a special category, a start-packet size. */
export const CHOICE_CODE_MAX_LENGTH = 50;
export const ORGANIZER_ANSWER_MAX_LENGTH = 1000;
/** No one registering is older than this: an earlier birth year is a typo (birthDate.tooOld). */
export const MAX_AGE_YEARS = 120;

/** Any identity document type code of SPEC §3 ("21", "03", …). */
const DOCUMENT_TYPE_CODE = new RegExp(`^(?:${IDENTITY_DOCUMENT_CODES.join("|")})$`);

function required(
  message: ValidationMessageId,
  checks: readonly FieldCheck[],
  trim = true,
): RequiredTextRule {
  return { type: "text", trim, required: message, checks };
}
function optional(checks: readonly FieldCheck[]): OptionalTextRule {
  return { type: "text", trim: true, required: null, checks };
}
/**
 * The checks of a free-text field, ending with the one free-text rule (safe-text.ts): last, so a
 * field's own message (its length, a document's format) comes first where both fail. Fields whose
 * pattern admits only certain characters (names, e-mail, phone, postcode, places, codes) refuse
 * such text by that pattern already.
 */
function freeText(checks: readonly FieldCheck[], multiline = false): FieldCheck[] {
  return [...checks, multiline ? SAFE_MULTILINE_TEXT_CHECK : SAFE_TEXT_CHECK];
}
function consent(message: ValidationMessageId): ConsentFieldRule {
  return { type: "consent", message };
}
function maxLength(max: number): FieldCheck {
  return { kind: "maxLength", max, message: "field.tooLong" };
}
const lettersOnly: FieldCheck = {
  kind: "matches",
  pattern: LETTERS_ONLY,
  message: "field.lettersOnly",
};
const nameChecks = [maxLength(NAME_MAX_LENGTH), lettersOnly];
const placeChecks: FieldCheck[] = [
  maxLength(ADDRESS_PART_MAX_LENGTH),
  { kind: "matches", pattern: PLACE_NAME, message: "place.invalid" },
];
const phoneChecks: FieldCheck[] = [
  maxLength(PHONE_MAX_LENGTH),
  { kind: "matches", pattern: PHONE, message: "phone.invalid" },
];

/**
 * The rule of every form field the wire and the forms share (SPEC §3, §5). Checks run in order, so
 * a Cyrillic address says "Cyrillic is not supported" rather than the vaguer "invalid".
 */
export const fieldRules = {
  email: required("email.required", [
    { kind: "maxLength", max: EMAIL_MAX_LENGTH, message: "email.invalid" },
    { kind: "notMatches", pattern: CYRILLIC, message: "email.cyrillic" },
    { kind: "matches", pattern: EMAIL, message: "email.invalid" },
  ]),
  /** Sign-up: passwords are never trimmed, a space is a character like any other. */
  password: required(
    "password.required",
    [
      { kind: "minLength", min: PASSWORD_MIN_LENGTH, message: "password.tooShort" },
      ...freeText([maxLength(PASSWORD_MAX_LENGTH)]),
    ],
    false,
  ),
  /** Login checks no minimum: a wrong password is INVALID_CREDENTIALS, not a form error. */
  loginPassword: required("password.required", freeText([maxLength(PASSWORD_MAX_LENGTH)]), false),
  firstName: required("field.required", nameChecks),
  lastName: required("field.required", nameChecks),
  patronymic: optional(nameChecks),
  birthDate: required("birthDate.required", [
    { kind: "calendarDate", message: "birthDate.invalid" },
    { kind: "notFutureDate", message: "birthDate.future" },
    { kind: "withinYears", years: MAX_AGE_YEARS, message: "birthDate.tooOld" },
  ]),
  phone: required("phone.required", phoneChecks),
  emergencyPhone: optional(phoneChecks),
  region: required("region.required", placeChecks),
  city: required("city.required", placeChecks),
  street: required("street.required", freeText([maxLength(STREET_MAX_LENGTH)])),
  house: required("house.required", freeText([maxLength(HOUSE_MAX_LENGTH)])),
  /** Optional: people living in a house have none; when given, "—" alone is not a number. */
  apartment: optional([
    ...freeText([maxLength(HOUSE_MAX_LENGTH)]),
    { kind: "matches", pattern: HAS_LETTER_OR_DIGIT, message: "apartment.invalid" },
  ]),
  postcode: required("postcode.required", [
    { kind: "matches", pattern: POSTCODE, message: "postcode.invalid" },
  ]),
  teamName: required("team.nameRequired", freeText([maxLength(TEAM_NAME_MAX_LENGTH)])),
  joinCode: required("joinCode.required", freeText([maxLength(JOIN_CODE_MAX_LENGTH)])),
  promoCode: required("promo.empty", freeText([maxLength(PROMO_CODE_MAX_LENGTH)])),
  receiptConsent: consent("receiptConsent.required"),
  agreeTerms: consent("agreement.terms"),
  agreeRules: consent("agreement.rules"),
  agreeMedical: consent("agreement.medical"),
  /** The gender select: "unknown" is its initial value, so it reads as not filled in. */
  gender: required("field.required", [
    { kind: "notMatches", pattern: GENDER_UNCHOSEN, message: "field.required" },
    { kind: "matches", pattern: GENDER_CHOSEN, message: "field.invalid" },
  ]),
  country: required("field.required", [
    { kind: "matches", pattern: COUNTRY_CODE, message: "field.invalid" },
  ]),
  /** A club from the list or typed; required unless "no club" is ticked (participantFormSchema). */
  club: optional(freeText([maxLength(CLUB_MAX_LENGTH)])),
  profession: optional(freeText([maxLength(PROFESSION_MAX_LENGTH)])),
  /** Offered codes are the race's (participantFormSchema checks the value is one of them). */
  specialCategory: optional(freeText([maxLength(CHOICE_CODE_MAX_LENGTH)])),
  startPacket: optional(freeText([maxLength(CHOICE_CODE_MAX_LENGTH)])),
  /** The answer to an organizer's optional question. */
  organizerAnswer: optional(freeText([maxLength(ORGANIZER_ANSWER_MAX_LENGTH)], true)),
  /** The answer to an organizer's required question. */
  organizerAnswerRequired: required(
    "field.required",
    freeText([maxLength(ORGANIZER_ANSWER_MAX_LENGTH)], true),
  ),
  documentType: optional([
    { kind: "matches", pattern: DOCUMENT_TYPE_CODE, message: "documentType.notSelected" },
  ]),
  /**
   * Any document number, before its type is known: its type's mask and length are checked by
   * participantFormSchema (documentNumberRule).
   */
  documentNumber: optional([
    maxLength(FREE_FORM_DOCUMENT_MAX_LENGTH),
    ...freeText([{ kind: "notMatches", pattern: CONTROL_CHARACTER, message: "document.invalid" }]),
  ]),
} as const;

export type FieldName = keyof typeof fieldRules;
export const FIELD_NAMES = Object.keys(fieldRules) as FieldName[];
