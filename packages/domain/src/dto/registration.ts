import { z } from "zod";
import { fieldRules, PROMO_CODE_MAX_LENGTH } from "../fields/field-rules";
import { refinePhonePlan } from "../fields/phone-number";
import { freeTextSchema } from "../fields/safe-text";
import { toZod } from "../fields/to-zod";
import { identityDocumentCodeSchema } from "../registration/identity-documents";
import { placesLeftSchema } from "../events/places-left";
import { registrationStateSchema } from "../registration/registration-state";
import { sportTypeSchema } from "../events/sport-types";
import { distanceSchema } from "./events";
import {
  answerLanguageSchema,
  codeSchema,
  customPriceBoundsSchema,
  instantOutSchema,
  kopecksOutSchema,
  registrationIdSchema,
} from "./registration-common";

/*
 * The registration calls of SPEC §7 up to the cart (docs/legacy-contract.md has the table).
 * Cart, options, promo codes and images: registration-cart.ts.
 */

// ---------------------------------------------------------------- GET /Register/ApiInit

/**
 * Why a person can or cannot start registering (SPEC §4), as registrationAvailability decides it,
 * with what each message needs: the own registration to continue, delete or pay, the deadline
 * of the payment window, the instant registration opens.
 */
export const registrationAvailabilitySchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("open") }),
  z.object({ state: z.literal("closed") }),
  z.object({ state: z.literal("limitReached") }),
  z.object({ state: z.literal("notPossible") }),
  z.object({ state: z.literal("offline") }),
  z.object({ state: z.literal("opensSoon"), opensAt: instantOutSchema }),
  z.object({ state: z.literal("alreadyRegistered"), registrationId: registrationIdSchema }),
  /** Show "contact support if the status does not change within 1 hour" (SUPPORT_CONTACT_AFTER_MINUTES). */
  z.object({
    state: z.literal("awaitingPayment"),
    registrationId: registrationIdSchema,
    paymentDeadline: instantOutSchema,
  }),
  /** Continue (back to the form) or delete it (POST /Register/ApiClearCart) and continue. */
  z.object({
    state: z.literal("unfinishedDraft"),
    registrationId: registrationIdSchema,
    paymentDeadline: instantOutSchema,
  }),
]);
export type RegistrationAvailabilityDto = z.infer<typeof registrationAvailabilitySchema>;

/** The race's price now and its next rise (SPEC §3 "days until a price increase"). */
export const racePriceSchema = z.object({
  currentKopecks: kopecksOutSchema,
  isFree: z.boolean(),
  /** The next dearer tier; null when the price does not rise again. */
  nextKopecks: kopecksOutSchema.nullable(),
  risesAt: instantOutSchema.nullable(),
  /** Moscow calendar days until the rise (0 = later today); null with no rise. */
  daysUntilPriceIncrease: z.number().int().nonnegative().nullable(),
});
export type RacePrice = z.infer<typeof racePriceSchema>;

/** An organizer's question, its text in the asked language. */
export const organizerQuestionOutSchema = z.object({
  id: z.string(),
  text: z.string(),
  required: z.boolean(),
  /** The allowed answers; null for free text. */
  choices: z.array(z.string()).nullable(),
});

/** What the race's participant form asks beyond the fixed fields (ParticipantFormSettings). */
export const raceFormSchema = z.object({
  specialCategories: z.array(z.string()),
  startPackets: z.array(z.string()),
  questions: z.array(organizerQuestionOutSchema),
  /** The identity document must be given online; otherwise the original is shown at pickup. */
  requireDocument: z.boolean(),
  documentTypes: z.array(identityDocumentCodeSchema),
});
export type RaceForm = z.infer<typeof raceFormSchema>;

export const initEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  sportType: sportTypeSchema,
  city: z.string(),
  startsAt: instantOutSchema,
  endsAt: instantOutSchema,
  imageUrl: z.string().nullable(),
});

export const initRaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  startsAt: instantOutSchema,
  distance: distanceSchema,
  isRelay: z.boolean(),
  relayStageCount: z.number().int().positive().nullable(),
  minAge: z.number().int().nonnegative(),
  maxAge: z.number().int().nonnegative(),
  registrationOpensAt: instantOutSchema,
  registrationClosesAt: instantOutSchema,
});

/** GET /Register/ApiInit?eventCode=&raceCode=[&language=]: everything the wizard needs to start. */
export const registrationInitSchema = z.object({
  /** Anonymous callers get the race's availability; their own registration is unknown. */
  isAuthorized: z.boolean(),
  event: initEventSchema,
  race: initRaceSchema,
  availability: registrationAvailabilitySchema,
  placesLeft: placesLeftSchema,
  price: racePriceSchema,
  /** The slot's price is chosen by the person within these bounds; null for the tier price. */
  customPrice: customPriceBoundsSchema.nullable(),
  /** The promo-code gate: registration needs a code checked first (CheckPromoCode). */
  promoCodeRequired: z.boolean(),
  /** The race sells insurance, services or products (wizard's options step). */
  hasOptions: z.boolean(),
  /** Platform commission, percent of the order without insurance (two decimals at most). */
  commissionPercent: z.number().min(0).max(100),
  form: raceFormSchema,
  /** Minutes to pay from the registration's creation (PAYMENT_WINDOW_MINUTES). */
  paymentWindowMinutes: z.number().int().positive(),
});
export type RegistrationInit = z.infer<typeof registrationInitSchema>;

// ------------------------------------------- GET /Register/ApiSimpleCardInfo, ApiCardInfo

/** GET /Register/ApiSimpleCardInfo?eventCode=&raceCode=: the heading of the registration page. */
export const simpleCardInfoSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  raceCode: z.string(),
  raceName: z.string(),
  sportType: sportTypeSchema,
  startsAt: instantOutSchema,
  city: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});
export type SimpleCardInfo = z.infer<typeof simpleCardInfoSchema>;

/** GET /Register/ApiCardInfo?eventCode=&raceCode=: the order layout's race card. */
export const cardInfoSchema = simpleCardInfoSchema.extend({
  distance: distanceSchema,
  isOnline: z.boolean(),
  minAge: z.number().int().nonnegative(),
  maxAge: z.number().int().nonnegative(),
  placesLeft: placesLeftSchema,
  price: racePriceSchema,
  registrationClosesAt: instantOutSchema,
});
export type CardInfo = z.infer<typeof cardInfoSchema>;

// --------------------------------------------------- GET /Register/ApiGetContractOffer

/** The organizer as beneficiary of the payment (SPEC §3). */
export const beneficiarySchema = z.object({
  name: z.string(),
  inn: z.string(),
  /** Only sole proprietors have one. */
  ogrnip: z.string().nullable(),
  address: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** GET /Register/ApiGetContractOffer?eventCode=&raceCode=: the public offer the person accepts. */
export const contractOfferSchema = z.object({
  eventCode: z.string(),
  raceCode: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  beneficiary: beneficiarySchema,
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

// ------------------------------------ GET /Register/ApiGetRunningClubs, ApiGetOccupations

/** GET /Register/ApiGetRunningClubs: the clubs a participant picks from (or types their own). */
export const runningClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
});
export const runningClubListSchema = z.array(runningClubSchema);
export type RunningClub = z.infer<typeof runningClubSchema>;

/** `?language=` of ApiGetOccupations (optional, Russian when absent). */
export const occupationsQuerySchema = z.object({ language: answerLanguageSchema });

/** GET /Register/ApiGetOccupations: professions for the form's select; `code` is what is saved. */
export const occupationSchema = z.object({ code: z.string(), name: z.string() });
export const occupationListSchema = z.array(occupationSchema);
export type Occupation = z.infer<typeof occupationSchema>;

// ------------------------------------------------------- GET /Register/ApiRegistration

/** `?eventCode=&raceCode=&relayPosition=&promoCode=` of ApiRegistration. */
export const registrationFormQuerySchema = z.object({
  eventCode: codeSchema,
  raceCode: codeSchema,
  relayPosition: z.coerce
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(1, { error: "field.invalid" })
    .max(20, { error: "field.invalid" })
    .optional(),
  promoCode: z.optional(freeTextSchema(PROMO_CODE_MAX_LENGTH)),
  /** Another person's form (a relative's, a friend's): their account's e-mail (decision 0030). */
  participantEmail: toZod(fieldRules.email).optional(),
});
export type RegistrationFormQuery = z.infer<typeof registrationFormQuerySchema>;

/**
 * The participant form's values as last saved or prefilled from the account: the same names as
 * ApiSaveRegistration takes (ParticipantFormInput), every one optional. Agreements are never
 * prefilled for a new registration.
 */
export const participantValuesSchema = z.object({
  email: z.string().optional(),
  lastName: z.string().optional(),
  firstName: z.string().optional(),
  patronymic: z.string().optional(),
  birthDate: z.string().optional(),
  gender: z.string().optional(),
  country: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  building: z.string().optional(),
  apartment: z.string().optional(),
  postcode: z.string().optional(),
  phone: z.string().optional(),
  emergencyPhone: z.string().optional(),
  club: z.string().optional(),
  noClub: z.boolean().optional(),
  profession: z.string().optional(),
  specialCategory: z.string().optional(),
  startPacket: z.string().optional(),
  answers: z.record(z.string(), z.string()).optional(),
  documentType: z.string().optional(),
  documentNumber: z.string().optional(),
  agreeTerms: z.boolean().optional(),
  agreeRules: z.boolean().optional(),
  agreeMedical: z.boolean().optional(),
  receiptConsent: z.boolean().optional(),
  showInStartList: z.boolean().optional(),
});
export type ParticipantValues = z.infer<typeof participantValuesSchema>;

/** GET /Register/ApiRegistration: the form to fill, for the person's live registration or a new one. */
export const registrationFormSchema = z.object({
  /** The live (draft or awaiting payment) registration; null before the form was first saved. */
  registrationId: registrationIdSchema.nullable(),
  state: registrationStateSchema.nullable(),
  paymentDeadline: instantOutSchema.nullable(),
  eventCode: z.string(),
  raceCode: z.string(),
  relayPosition: z.number().int().positive().nullable(),
  promoCode: z.string().nullable(),
  participant: participantValuesSchema,
  /** The uploaded image attached to the registration (UploadImageAndSave), if any. */
  imageId: z.uuid().nullable(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

// ---------------------------------------------------- POST /Register/ApiSaveRegistration

/**
 * The registration payload (SPEC §3: registrationId, eventCode, raceCode, relayPosition,
 * promoCode) with the participant form's fields beside it, flat, so a field error's key is the
 * form field's name (`{ code: "VALIDATION_FAILED", fields: { email: "email.invalid" } }`). The
 * form itself is checked by participantFormSchemaFor(the race's settings) in core. Without
 * `registrationId` a registration is created and its slot (and promo use) taken; with it, the
 * person's own draft is updated.
 */
export const saveRegistrationEnvelopeSchema = z.object({
  registrationId: registrationIdSchema.optional(),
  eventCode: codeSchema,
  raceCode: codeSchema,
  relayPosition: z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(1, { error: "field.invalid" })
    .max(20, { error: "field.invalid" })
    .nullable()
    .optional(),
  /** Required when the race has the promo gate; its use is taken with the slot. */
  promoCode: z.optional(z.nullable(freeTextSchema(PROMO_CODE_MAX_LENGTH))),
  /** An image uploaded by this person (UploadImageAndSave) to attach, e.g. a medical certificate. */
  imageId: z.uuid({ error: "field.invalid" }).nullable().optional(),
  /**
   * A new registration for another person (a relative, a friend): their account's e-mail; the
   * caller is its maker (decision 0030). Absent: the caller's own. Ignored once the draft exists.
   */
  participantEmail: toZod(fieldRules.email).optional(),
});
export type SaveRegistrationEnvelope = z.infer<typeof saveRegistrationEnvelopeSchema>;

/** ApiSaveRegistration's answer. */
export const savedRegistrationSchema = z.object({
  registrationId: registrationIdSchema,
  state: registrationStateSchema,
  createdAt: instantOutSchema,
  /** The slot is held until then (PAYMENT_WINDOW_MINUTES after creation). */
  paymentDeadline: instantOutSchema,
});
export type SavedRegistration = z.infer<typeof savedRegistrationSchema>;

// ------------------------------------------------------ POST /Register/ApiCompletePhone

/** POST /Register/ApiCompletePhone {phone}: completes the account's mobile phone. */
/** The account's mobile phone: of the right shape, and one its country's numbering plan has. */
export const completePhoneInputSchema = z.object({
  phone: toZod(fieldRules.phone).superRefine(refinePhonePlan),
});
export type CompletePhoneInput = z.infer<typeof completePhoneInputSchema>;
export const completePhoneResultSchema = z.object({ phone: z.string() });
export type CompletePhoneResult = z.infer<typeof completePhoneResultSchema>;
