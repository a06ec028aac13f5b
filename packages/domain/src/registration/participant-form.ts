import { z } from "zod";
import type { FieldRule } from "../fields/field-rule";
import { fieldRules } from "../fields/field-rules";
import { RUSSIAN_POSTCODE } from "../fields/patterns";
import { phoneNumberProblem } from "../fields/phone-number";
import { toZod } from "../fields/to-zod";
import { validateField } from "../fields/validate-field";
import {
  IDENTITY_DOCUMENT_CODES,
  type IdentityDocumentCode,
  identityDocumentCodeSchema,
  normalizeDocumentNumber,
  validateDocumentNumber,
} from "./identity-documents";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { ValidationMessageId } from "../messages/validation-messages";

/**
 * The participant form's single-field rules (SPEC §3), by the form's field names. The UI builds
 * its Yup schema from exactly this map and adds participantFormCrossFieldErrors as Formik's
 * `validate`; the wire uses participantFormSchemaFor. "building" is SPEC's name for what the
 * address rules call a house; "phone" is the mobile phone.
 */
export const participantFormFieldRules = {
  email: fieldRules.email,
  lastName: fieldRules.lastName,
  firstName: fieldRules.firstName,
  patronymic: fieldRules.patronymic,
  birthDate: fieldRules.birthDate,
  gender: fieldRules.gender,
  country: fieldRules.country,
  region: fieldRules.region,
  city: fieldRules.city,
  street: fieldRules.street,
  building: fieldRules.house,
  apartment: fieldRules.apartment,
  postcode: fieldRules.postcode,
  phone: fieldRules.phone,
  emergencyPhone: fieldRules.emergencyPhone,
  club: fieldRules.club,
  profession: fieldRules.profession,
  specialCategory: fieldRules.specialCategory,
  startPacket: fieldRules.startPacket,
  documentType: fieldRules.documentType,
  documentNumber: fieldRules.documentNumber,
  agreeTerms: fieldRules.agreeTerms,
  agreeRules: fieldRules.agreeRules,
  agreeMedical: fieldRules.agreeMedical,
  receiptConsent: fieldRules.receiptConsent,
} as const satisfies Record<string, FieldRule>;
export type ParticipantFormRuleField = keyof typeof participantFormFieldRules;

/** An organizer's question (SPEC §3 "organizer's questions"): free text, or one of `choices`. */
export interface OrganizerQuestion {
  /** Letters, digits, `_` and `-`: it is a key of `answers` and part of an error path. */
  readonly id: string;
  readonly required: boolean;
  /** The allowed answers; null for free text. */
  readonly choices: readonly string[] | null;
}

/** What a race asks beyond the fixed fields. */
export interface ParticipantFormSettings {
  /** Special-category codes offered; empty when the race has none (then none may be sent). */
  readonly specialCategories: readonly string[];
  /** Start-packet codes (e.g. T-shirt sizes); when any are offered, one must be chosen. */
  readonly startPackets: readonly string[];
  readonly questions: readonly OrganizerQuestion[];
  /** The race needs an identity document now; otherwise it may be shown at pickup. */
  readonly requireDocument: boolean;
}

export const DEFAULT_PARTICIPANT_FORM_SETTINGS: ParticipantFormSettings = {
  specialCategories: [],
  startPackets: [],
  questions: [],
  requireDocument: false,
};

const QUESTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

function assertSettings(settings: ParticipantFormSettings): void {
  const ids = settings.questions.map((q) => q.id);
  const bad = ids.find((id) => !QUESTION_ID.test(id));
  if (bad !== undefined)
    throw new InvalidInputError(`organizer question id "${bad}" is not a plain key`);
  if (new Set(ids).size !== ids.length)
    throw new InvalidInputError("organizer question ids must be unique");
}

type Values = Readonly<Record<string, unknown>>;

/** The value's text as its rule sees it, or "" when missing, not text, or failing its own rule. */
function passedText(values: Values, field: ParticipantFormRuleField): string | null {
  const value = values[field];
  if (validateField(participantFormFieldRules[field], value) !== null) return null;
  return typeof value === "string" ? value.trim() : "";
}

function isDocumentCode(value: string): value is IdentityDocumentCode {
  return (IDENTITY_DOCUMENT_CODES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function documentErrors(
  values: Values,
  settings: ParticipantFormSettings,
  errors: Record<string, ValidationMessageId>,
): void {
  const type = passedText(values, "documentType");
  const number = passedText(values, "documentNumber");
  // A type that fails its own rule already shows its message; the number waits for a real type.
  if (type === null) return;
  if (type === "") {
    if (settings.requireDocument || (number !== null && number !== ""))
      errors.documentType = "documentType.notSelected";
    return;
  }
  if (number === null || !isDocumentCode(type)) return;
  const verdict = validateDocumentNumber(type, values.documentNumber);
  if (verdict) errors.documentNumber = verdict;
}

/** A Russian address's postcode is six digits; other countries' keep the generic rule's shape. */
/** A phone of the right shape must also exist in its country's numbering plan (SPEC §5). */
function phoneErrors(values: Values, errors: Record<string, ValidationMessageId>): void {
  for (const field of ["phone", "emergencyPhone"] as const) {
    const problem = passedText(values, field) ? phoneNumberProblem(values[field]) : null;
    if (problem) errors[field] = problem;
  }
}

function postcodeErrors(values: Values, errors: Record<string, ValidationMessageId>): void {
  const postcode = passedText(values, "postcode");
  if (postcode && passedText(values, "country") === "RU" && !RUSSIAN_POSTCODE.test(postcode))
    errors.postcode = "postcode.invalid";
}

function choiceErrors(
  values: Values,
  settings: ParticipantFormSettings,
  errors: Record<string, ValidationMessageId>,
): void {
  const category = passedText(values, "specialCategory");
  if (category && !settings.specialCategories.includes(category))
    errors.specialCategory = "field.invalid";
  const packet = passedText(values, "startPacket");
  if (packet === "" && settings.startPackets.length > 0) errors.startPacket = "field.required";
  else if (packet && !settings.startPackets.includes(packet)) errors.startPacket = "field.invalid";
}

function answerErrors(
  values: Values,
  settings: ParticipantFormSettings,
  errors: Record<string, ValidationMessageId>,
): void {
  const answers = values.answers ?? {};
  if (!isRecord(answers)) {
    errors.answers = "field.invalid";
    return;
  }
  for (const question of settings.questions) {
    const answer = answers[question.id];
    const rule = question.required
      ? fieldRules.organizerAnswerRequired
      : fieldRules.organizerAnswer;
    const verdict = validateField(rule, answer);
    const text = typeof answer === "string" ? answer.trim() : "";
    if (verdict) errors[`answers.${question.id}`] = verdict;
    else if (text !== "" && question.choices && !question.choices.includes(text))
      errors[`answers.${question.id}`] = "field.invalid";
  }
  const known = new Set(settings.questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id)) errors[`answers.${id}`] = "field.invalid";
}

/**
 * The rules that read more than one field or the race's settings: a club unless "no club" is
 * ticked; a Russian postcode of six digits; a document number that fits its type (and a type
 * for any number, or always when the race requires a document); a special category and start packet the race offers (a packet
 * required when any is offered); every organizer question answered as asked, no unknown answers.
 * A field whose own rule fails is left to that rule, so each field shows one message. Keys are
 * dotted paths ("answers.q1"), as fieldErrorsFromIssues gives them.
 */
export function participantFormCrossFieldErrors(
  values: Values,
  settings: ParticipantFormSettings = DEFAULT_PARTICIPANT_FORM_SETTINGS,
): Record<string, ValidationMessageId> {
  assertSettings(settings);
  const errors: Record<string, ValidationMessageId> = {};
  if (values.noClub !== true && passedText(values, "club") === "") errors.club = "field.required";
  documentErrors(values, settings, errors);
  phoneErrors(values, errors);
  postcodeErrors(values, errors);
  choiceErrors(values, settings, errors);
  answerErrors(values, settings, errors);
  return errors;
}

const emptyToUndefined = (value: string | undefined): string | undefined =>
  value === "" ? undefined : value;

function fieldSchemas() {
  const r = participantFormFieldRules;
  return {
    email: toZod(r.email),
    lastName: toZod(r.lastName),
    firstName: toZod(r.firstName),
    patronymic: toZod(r.patronymic).transform(emptyToUndefined),
    birthDate: toZod(r.birthDate),
    // The rule admits only these two; the pipe gives the output its type.
    gender: toZod(r.gender).pipe(z.enum(["male", "female"])),
    country: toZod(r.country),
    region: toZod(r.region),
    city: toZod(r.city),
    street: toZod(r.street),
    building: toZod(r.building),
    apartment: toZod(r.apartment).transform(emptyToUndefined),
    postcode: toZod(r.postcode),
    phone: toZod(r.phone),
    emergencyPhone: toZod(r.emergencyPhone).transform(emptyToUndefined),
    club: toZod(r.club).transform(emptyToUndefined),
    noClub: z.boolean({ error: "field.invalid" }).default(false),
    profession: toZod(r.profession).transform(emptyToUndefined),
    specialCategory: toZod(r.specialCategory).transform(emptyToUndefined),
    startPacket: toZod(r.startPacket).transform(emptyToUndefined),
    answers: z.record(z.string(), z.unknown(), { error: "field.invalid" }).default({}),
    documentType: toZod(r.documentType)
      .transform(emptyToUndefined)
      .pipe(identityDocumentCodeSchema.optional()),
    documentNumber: toZod(r.documentNumber).transform(emptyToUndefined),
    agreeTerms: toZod(r.agreeTerms),
    agreeRules: toZod(r.agreeRules),
    agreeMedical: toZod(r.agreeMedical),
    receiptConsent: toZod(r.receiptConsent),
    // The start list's consent (decision 0018): off unless ticked; only a boolean is accepted.
    showInStartList: z.boolean({ error: "field.invalid" }).default(false),
  };
}

const participantFieldsSchema = z.object(fieldSchemas());
type ParsedFields = z.output<typeof participantFieldsSchema>;

/** What the wire stores (see participantFormSchemaFor). */
function stored(value: ParsedFields, settings: ParticipantFormSettings) {
  return {
    ...value,
    club: value.noClub ? undefined : value.club,
    documentNumber:
      value.documentType && value.documentNumber
        ? normalizeDocumentNumber(value.documentType, value.documentNumber)
        : undefined,
    answers: Object.fromEntries(
      settings.questions.flatMap((q) => {
        const answer = value.answers[q.id];
        const text = typeof answer === "string" ? answer.trim() : "";
        return text === "" ? [] : [[q.id, text]];
      }),
    ) as Record<string, string>,
  };
}

/**
 * The participant form on the wire for a race's settings. Every failure is a message id at its
 * field's path, cross-field ones included, all reported at once: a bad e-mail does not hide a bad
 * document number (zod skips an object's refinements once a field's check aborts, hence the
 * parse by hand). The output is stored as is: text trimmed, empty optional fields absent, the
 * club dropped when "no club" is ticked, the document number normalised
 * (normalizeDocumentNumber), answers trimmed and only the race's.
 */
export function participantFormSchemaFor(settings: ParticipantFormSettings) {
  assertSettings(settings);
  return z.unknown().transform((raw, ctx) => {
    const parsed = participantFieldsSchema.safeParse(raw);
    const issues = new Map<string, { path: PropertyKey[]; message: string }>();
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path.map(String).join(".");
      if (!issues.has(key)) issues.set(key, { path: issue.path, message: issue.message });
    }
    if (isRecord(raw))
      for (const [key, message] of Object.entries(participantFormCrossFieldErrors(raw, settings)))
        if (!issues.has(key)) issues.set(key, { path: key.split("."), message });
    if (!parsed.success || issues.size > 0) {
      for (const { path, message } of issues.values())
        ctx.addIssue({ code: "custom", path, message });
      return z.NEVER;
    }
    return stored(parsed.data, settings);
  });
}

/** The participant form of a race that asks nothing beyond the fixed fields. */
export const participantFormSchema = participantFormSchemaFor(DEFAULT_PARTICIPANT_FORM_SETTINGS);
export type ParticipantFormInput = z.input<typeof participantFieldsSchema>;
export type ParticipantForm = z.output<typeof participantFormSchema>;
