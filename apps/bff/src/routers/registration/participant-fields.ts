import { z } from "zod";
import { freeTextSchema, ORGANIZER_ANSWER_MAX_LENGTH, type ParticipantValues } from "@reg/domain";

/*
 * The participant form's fields as the BFF takes them in ApiSaveRegistration's flat body: typed
 * and bounded only. Their rules (required fields, patterns, document masks, the race's own
 * questions and start packets) are the race's, checked by core with participantFormSchemaFor,
 * which answers every bad field at once with its message id; checking a part of them here would
 * split one form's errors over two answers. Except the one rule every free text obeys
 * (freeTextSchema: no control characters, lone surrogates or bidi overrides): such text is refused
 * here with its field's text.unsafeCharacters and never reaches core.
 */

/** Longer than any field rule allows (the longest is an organizer's answer), so core names the real limit. */
const MAX_TEXT_LENGTH = ORGANIZER_ANSWER_MAX_LENGTH;
/** More answers than any race asks questions. */
const MAX_ANSWERS = 50;

const text = z.optional(freeTextSchema(MAX_TEXT_LENGTH, { trim: false }));
const flag = z.boolean({ error: "field.invalid" }).optional();
const answerKey = z.string().max(64, { error: "field.invalid" });

export const participantFieldsShape = {
  email: text,
  lastName: text,
  firstName: text,
  patronymic: text,
  birthDate: text,
  gender: text,
  country: text,
  region: text,
  city: text,
  street: text,
  building: text,
  apartment: text,
  postcode: text,
  phone: text,
  emergencyPhone: text,
  club: text,
  noClub: flag,
  profession: text,
  specialCategory: text,
  startPacket: text,
  answers: z
    .record(answerKey, freeTextSchema(MAX_TEXT_LENGTH, { trim: false, multiline: true }), {
      error: "field.invalid",
    })
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { error: "field.invalid" })
    .optional(),
  documentType: text,
  documentNumber: text,
  agreeTerms: flag,
  agreeRules: flag,
  agreeMedical: flag,
  receiptConsent: flag,
  showInStartList: flag,
} satisfies Record<keyof ParticipantValues, z.ZodType>;
