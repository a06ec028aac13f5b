import { z } from "zod";
import type { OptionalTextRule, TextFieldRule } from "../fields/field-rule";
import { fieldRules } from "../fields/field-rules";
import { refinePhonePlan } from "../fields/phone-number";
import { toZod } from "../fields/to-zod";
import {
  identityDocumentCodeSchema,
  validateDocumentNumber,
} from "../registration/identity-documents";
import { LOCALES } from "../culture/locales";
import { PASSWORD_RESET_TOKEN_PATTERN } from "../account/password-reset";
import { participantFormFieldRules } from "../registration/participant-form";

/*
 * The account's own calls beyond sign-up and login (issue 12, item 17): the password reset by an
 * e-mailed one-time link, and the profile the registration form is prefilled from.
 */

// -------------------------------------------------- POST /api/account/requestPasswordReset

export const requestPasswordResetInputSchema = z.object({
  email: toZod(fieldRules.email),
  /** The language of the e-mail. */
  language: z.enum(LOCALES, { error: "field.invalid" }),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

/** The same answer whether or not the e-mail has an account. */
export const passwordResetRequestedSchema = z.object({ ok: z.literal(true) });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

// ---------------------------------------------------------- POST /api/account/resetPassword

// In account/, light enough for the reset route's first chunk (docs/decisions/0022).
export {
  PASSWORD_RESET_TOKEN_PATTERN,
  PASSWORD_RESET_TTL_MINUTES,
} from "../account/password-reset";

/** Strict: the token alone says whose password it is, a body naming anyone else is refused. */
export const resetPasswordInputSchema = z
  .object({
    token: z
      .string({ error: "field.invalid" })
      .regex(PASSWORD_RESET_TOKEN_PATTERN, { error: "field.invalid" }),
    password: toZod(fieldRules.password),
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

// ------------------------------------------ GET /api/account/profile, POST .../updateProfile

function mayBeEmpty(rule: TextFieldRule): OptionalTextRule {
  return { ...rule, required: null };
}

/**
 * The profile's fields by the participant form's names, with the form's own rules (one source:
 * fields/field-rules.ts via participantFormFieldRules); only the names are required here, the rest
 * may stay empty until a race asks for them.
 */
export const profileFieldRules = {
  firstName: participantFormFieldRules.firstName,
  lastName: participantFormFieldRules.lastName,
  patronymic: mayBeEmpty(participantFormFieldRules.patronymic),
  birthDate: mayBeEmpty(participantFormFieldRules.birthDate),
  gender: mayBeEmpty(participantFormFieldRules.gender),
  phone: mayBeEmpty(participantFormFieldRules.phone),
  country: mayBeEmpty(participantFormFieldRules.country),
  region: mayBeEmpty(participantFormFieldRules.region),
  city: mayBeEmpty(participantFormFieldRules.city),
  street: mayBeEmpty(participantFormFieldRules.street),
  building: mayBeEmpty(participantFormFieldRules.building),
  apartment: mayBeEmpty(participantFormFieldRules.apartment),
  postcode: mayBeEmpty(participantFormFieldRules.postcode),
  documentType: mayBeEmpty(participantFormFieldRules.documentType),
  documentNumber: mayBeEmpty(participantFormFieldRules.documentNumber),
} as const;
export type ProfileField = keyof typeof profileFieldRules;
/** The optional ones: what the profile keeps beside the account's names. */
export const PROFILE_DETAIL_FIELDS = [
  "patronymic",
  "birthDate",
  "gender",
  "phone",
  "country",
  "region",
  "city",
  "street",
  "building",
  "apartment",
  "postcode",
  "documentType",
  "documentNumber",
] as const satisfies readonly ProfileField[];
export type ProfileDetailField = (typeof PROFILE_DETAIL_FIELDS)[number];

/**
 * POST /api/account/updateProfile: the caller's own profile, whole. No id: whose profile it is
 * comes from the session only. An empty optional field clears it; a document number needs its type.
 */
export const profileInputSchema = z
  .object({
    firstName: toZod(profileFieldRules.firstName),
    lastName: toZod(profileFieldRules.lastName),
    patronymic: toZod(profileFieldRules.patronymic),
    birthDate: toZod(profileFieldRules.birthDate),
    gender: toZod(profileFieldRules.gender),
    phone: toZod(profileFieldRules.phone).superRefine(refinePhonePlan),
    country: toZod(profileFieldRules.country),
    region: toZod(profileFieldRules.region),
    city: toZod(profileFieldRules.city),
    street: toZod(profileFieldRules.street),
    building: toZod(profileFieldRules.building),
    apartment: toZod(profileFieldRules.apartment),
    postcode: toZod(profileFieldRules.postcode),
    documentType: toZod(profileFieldRules.documentType),
    documentNumber: toZod(profileFieldRules.documentNumber),
  })
  .strict()
  .superRefine((value, context) => {
    if (!value.documentNumber) return;
    const type = identityDocumentCodeSchema.safeParse(value.documentType);
    if (!type.success) {
      context.addIssue({ code: "custom", path: ["documentType"], message: "field.required" });
      return;
    }
    const verdict = validateDocumentNumber(type.data, value.documentNumber);
    if (verdict) context.addIssue({ code: "custom", path: ["documentNumber"], message: verdict });
  });
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** GET /api/account/profile: the caller's profile; empty fields are "". */
export const profileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  patronymic: z.string(),
  birthDate: z.string(),
  gender: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  street: z.string(),
  building: z.string(),
  apartment: z.string(),
  postcode: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the database keeps of the profile beside the names: the filled fields only. */
export const profileDetailsSchema = z.object(
  Object.fromEntries(
    PROFILE_DETAIL_FIELDS.map((field) => [field, z.string().optional()]),
  ) as Record<ProfileDetailField, z.ZodOptional<z.ZodString>>,
);
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;
