import { z } from "zod";
import { codeSchema, instantOutSchema, kopecksOutSchema } from "../dto/registration-common";
import { isSafeText } from "../fields/safe-text";
import { normalizeGiftCode } from "./gift-code";
import { GIFT_STATES } from "./rules";

/**
 * The gift calls' shapes (issue 11 item 4, docs/decisions/0031), shared by core's routes and the
 * BFF's procedures. Bad values carry message ids, so a 400 names each field as the forms show it.
 */

/** The name the buyer signs the card with ("From Anna and Pavel"). */
export const GIFT_CARD_NAME_MAX_LENGTH = 60;
/** The buyer's message printed on the card. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;

function giftText(max: number, { required, multiline }: { required: boolean; multiline: boolean }) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined && required ? "field.required" : "string.expected",
    })
    .trim()
    .min(required ? 1 : 0, { error: "field.required" })
    .max(max, { error: "field.tooLong" })
    .refine((value) => isSafeText(value, multiline), { error: "text.unsafeCharacters" });
}

export const giftCardNameSchema = giftText(GIFT_CARD_NAME_MAX_LENGTH, {
  required: true,
  multiline: false,
});
export const giftMessageSchema = giftText(GIFT_MESSAGE_MAX_LENGTH, {
  required: false,
  multiline: true,
});

/** A gift's id: a UUID, so nobody reaches a gift by counting; someone else's reads as none. */
export const giftIdSchema = z.uuid({ error: "field.invalid" });

/** A typed or linked gift code, normalised; one that cannot be a code at all is "not found". */
export const giftCodeSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? "giftCode.required" : "string.expected"),
  })
  .max(40, { error: "giftCode.notFound" })
  .transform((value, context) => {
    if (value.trim() === "") {
      context.addIssue({ code: "custom", message: "giftCode.required" });
      return z.NEVER;
    }
    const code = normalizeGiftCode(value);
    if (code === null) {
      context.addIssue({ code: "custom", message: "giftCode.notFound" });
      return z.NEVER;
    }
    return code;
  });

/** POST /Register/ApiBuyGift: a race as a present; the answer's registrationId is paid like any order. */
export const buyGiftInputSchema = z.strictObject({
  eventCode: codeSchema,
  raceCode: codeSchema,
  cardName: giftCardNameSchema,
  message: giftMessageSchema.optional(),
});
export type BuyGiftInput = z.input<typeof buyGiftInputSchema>;

/** GET /Register/ApiGift?giftId= and the card: the buyer's own gift. */
export const giftQuerySchema = z.strictObject({ giftId: giftIdSchema });
export type GiftQuery = z.infer<typeof giftQuerySchema>;

/** POST /Register/ApiCheckGiftCode: what a code is for, before redeeming it. */
export const checkGiftCodeInputSchema = z.strictObject({ giftCode: giftCodeSchema });
export type CheckGiftCodeInput = z.input<typeof checkGiftCodeInputSchema>;

/**
 * POST /Register/ApiRedeemGift: the code and the recipient's own participant form, checked by
 * core against the race's form settings (participantFormSchemaFor), as ApiSaveRegistration does.
 */
/** Every text anywhere in a value, with its path below the value. */
function textsIn(value: unknown, path: (string | number)[] = []): [string, (string | number)[]][] {
  if (typeof value === "string") return [[value, path]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsIn(item, [...path, i]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}

/**
 * The recipient's participant form, sent whole: core checks it against the race's form; here every
 * text in it, however deep, is safe text, so unsafe text is refused where it enters, naming its field.
 */
const redeemedParticipantSchema = z
  .record(z.string(), z.unknown(), { error: "field.invalid" })
  .superRefine((participant, ctx) => {
    for (const [text, path] of textsIn(participant))
      if (!isSafeText(text, true))
        ctx.addIssue({ code: "custom", message: "text.unsafeCharacters", path });
  });

export const redeemGiftInputSchema = z.strictObject({
  giftCode: giftCodeSchema,
  participant: redeemedParticipantSchema,
  /** The medical certificate's picture the recipient uploaded with the form (their own upload). */
  imageId: z.uuid({ error: "field.invalid" }).optional(),
});
export type RedeemGiftInput = z.input<typeof redeemGiftInputSchema>;

/** A name in both languages: the front shows its own, the card prints both. */
export const bilingualNameSchema = z.object({ ru: z.string(), en: z.string() });
export type BilingualName = z.infer<typeof bilingualNameSchema>;

/** The race a gift is for, as everyone who may see the gift reads it. */
export const giftRaceSchema = z.object({
  eventCode: z.string(),
  raceCode: z.string(),
  eventName: bilingualNameSchema,
  raceName: bilingualNameSchema,
  startsAt: instantOutSchema,
});
export type GiftRace = z.infer<typeof giftRaceSchema>;

/** A gift as its buyer sees it: only the buyer ever reads its code. */
export const boughtGiftSchema = z.object({
  giftId: z.uuid(),
  /** The order that pays for the gift's slot: the usual payment step pays it. */
  registrationId: z.uuid(),
  race: giftRaceSchema,
  state: z.enum(GIFT_STATES),
  priceKopecks: kopecksOutSchema,
  cardName: z.string(),
  message: z.string(),
  /** Issued once paid; null before. */
  code: z.string().nullable(),
  paymentDeadline: instantOutSchema,
  /** Who redeemed it, masked ("Anna S."); null until redeemed. */
  recipientName: z.string().nullable(),
  createdAt: instantOutSchema,
});
export type BoughtGift = z.infer<typeof boughtGiftSchema>;

/** A gift someone redeemed: the registration it became and the card's words. */
export const receivedGiftSchema = z.object({
  registrationId: z.uuid(),
  race: giftRaceSchema,
  cardName: z.string(),
  message: z.string(),
  redeemedAt: instantOutSchema,
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;

/** GET /Register/ApiMyGifts. */
export const myGiftsSchema = z.object({
  bought: z.array(boughtGiftSchema),
  received: z.array(receivedGiftSchema),
});
export type MyGifts = z.infer<typeof myGiftsSchema>;

/** What a code is for, told to whoever holds it: the race, never the buyer. */
export const giftCheckSchema = z.object({
  race: giftRaceSchema,
  /** Redeemable until this instant (the race's start). */
  redeemableUntil: instantOutSchema,
});
export type GiftCheck = z.infer<typeof giftCheckSchema>;

/** The recipient's registration, paid by the gift. */
export const redeemedGiftSchema = z.object({
  registrationId: z.uuid(),
  race: giftRaceSchema,
});
export type RedeemedGift = z.infer<typeof redeemedGiftSchema>;
