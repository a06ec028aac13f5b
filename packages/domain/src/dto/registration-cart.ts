import { z } from "zod";
import { CART_LINE_KINDS, MAX_COUNT_PER_LINE } from "../registration/cart";
import { fieldRules } from "../fields/field-rules";
import { toZod } from "../fields/to-zod";
import { insuranceTypeSchema } from "../registration/insurance";
import { noticeMessageIdSchema } from "../messages/notice-messages";
import { PICKUP_DOCUMENTS } from "../registration/pickup-documents";
import { promoDiscountSchema } from "../registration/promo-codes";
import { registrationStateSchema } from "../registration/registration-state";
import { sportTypeSchema } from "../events/sport-types";
import {
  answerLanguageSchema,
  calendarDateOutSchema,
  codeSchema,
  customPriceBoundsSchema,
  instantOutSchema,
  kopecksOutSchema,
  registrationIdSchema,
} from "./registration-common";

/*
 * The cart, options, insurance, promo codes and the image upload of SPEC §7
 * (docs/legacy-contract.md has the table). Every call that changes the cart answers the cart.
 */

/** CartItemId of the race slot's line; an option's line has the option's code. */
export const SLOT_CART_ITEM_ID = "slot";

/** A count in a request: whole, 1 up to MAX_COUNT_PER_LINE. */
const countInSchema = z
  .number({ error: "field.invalid" })
  .int({ error: "field.invalid" })
  .min(1, { error: "field.invalid" })
  .max(MAX_COUNT_PER_LINE, { error: "field.invalid" });

/** A cart line's id in a request: "slot" or an option code. */
export const cartItemIdSchema = codeSchema;

// ----------------------------------------------------------------------------- the cart

export const cartItemSchema = z.object({
  /** CartItemId: "slot" for the race slot, else the option's code. */
  id: z.string(),
  kind: z.enum(CART_LINE_KINDS),
  name: z.string(),
  imageUrl: z.string().nullable(),
  unitKopecks: kopecksOutSchema,
  count: z.number().int().positive(),
  lineKopecks: kopecksOutSchema,
  /** The organizer's limit per order; null for none. */
  maxPerOrder: z.number().int().positive().nullable(),
  /** The most units this order may hold now (its own included); null for unlimited. */
  available: z.number().int().nonnegative().nullable(),
  /** The person sets this line's price within these bounds (SetCustomPrice); null for a fixed price. */
  customPrice: customPriceBoundsSchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** priceOrder's figures (SPEC §9 commission), every amount in kopecks. */
export const cartTotalsSchema = z.object({
  subtotalKopecks: kopecksOutSchema,
  discountKopecks: kopecksOutSchema,
  commissionPercent: z.number().min(0).max(100),
  /** Slots and options after the discount: what the commission is a percent of. */
  commissionBaseKopecks: kopecksOutSchema,
  commissionKopecks: kopecksOutSchema,
  insuranceKopecks: kopecksOutSchema,
  totalKopecks: kopecksOutSchema,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** A line the last call had to lower or drop to stay within stock (adjustCartToStock). */
export const cartChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(CART_LINE_KINDS),
  /** The line's name in the answer's language: a line taken out is no longer in `items`. */
  name: z.string(),
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
});
export type CartChangeDto = z.infer<typeof cartChangeSchema>;

/** GET /Register/ApiCart, POST /Register/Cart and every cart-changing call answer this. */
export const cartSchema = z.object({
  registrationId: registrationIdSchema,
  state: registrationStateSchema,
  eventCode: z.string(),
  raceCode: z.string(),
  items: z.array(cartItemSchema),
  /** The applied promo code (normalised), whose use the registration holds. */
  promoCode: z.string().nullable(),
  totals: cartTotalsSchema,
  createdAt: instantOutSchema,
  paymentDeadline: instantOutSchema,
  /** SPEC §8 stock notice of this call: "stock.optionsAdjusted" or "stock.cartOutOfStock". */
  notice: noticeMessageIdSchema.nullable(),
  changes: z.array(cartChangeSchema),
  /** Originals to bring to the start-pack pickup (SPEC §5), in the notice's order. */
  originalsNeededAtPickup: z.array(z.enum(PICKUP_DOCUMENTS)),
});
export type Cart = z.infer<typeof cartSchema>;

/** The body of POST /Register/Cart and ApiClearCart: `{ registrationId }`. */
export const registrationBodySchema = z.object({
  registrationId: registrationIdSchema,
  language: answerLanguageSchema,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** POST /Register/ApiClearCart: the draft is deleted (cancelled) and all it held released. */
export const clearedCartSchema = z.object({
  registrationId: registrationIdSchema,
  state: registrationStateSchema,
});
export type ClearedCart = z.infer<typeof clearedCartSchema>;

// ---------------------------------------------------------------------- options

export const productInsuranceSchema = z.object({
  sport: sportTypeSchema,
  type: insuranceTypeSchema,
  sumInsuredKopecks: kopecksOutSchema,
  /** The race day, Moscow date: the policy covers it alone (INSURANCE_PERIOD_DAYS). */
  startDate: calendarDateOutSchema,
  periodDays: z.number().int().positive(),
});
export type ProductInsurance = z.infer<typeof productInsuranceSchema>;

export const productSchema = z.object({
  code: z.string(),
  kind: z.enum(["insurance", "service", "product"]),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  priceKopecks: kopecksOutSchema,
  /** Units this order may still hold (its own included); null for unlimited. */
  available: z.number().int().nonnegative().nullable(),
  maxPerOrder: z.number().int().positive().nullable(),
  inCart: z.number().int().nonnegative(),
  customPrice: customPriceBoundsSchema.nullable(),
  insurance: productInsuranceSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /Register/ApiProducts?registrationId=: the options of the race, in SPEC §3's three groups. */
export const productsSchema = z.object({
  registrationId: registrationIdSchema,
  insurance: z.array(productSchema),
  services: z.array(productSchema),
  products: z.array(productSchema),
});
export type Products = z.infer<typeof productsSchema>;

/** POST /Register/ApiSaveProducts: the options step's whole choice; count 0 takes an option out. */
export const saveProductsInputSchema = z.object({
  registrationId: registrationIdSchema,
  products: z
    .array(
      z.object({
        code: codeSchema,
        count: z
          .number({ error: "field.invalid" })
          .int({ error: "field.invalid" })
          .min(0, { error: "field.invalid" })
          .max(MAX_COUNT_PER_LINE, { error: "field.invalid" }),
      }),
      { error: "field.invalid" },
    )
    .max(100, { error: "field.invalid" })
    .refine((list) => new Set(list.map((p) => p.code)).size === list.length, {
      error: "field.invalid",
    }),
  language: answerLanguageSchema,
});
export type SaveProductsInput = z.infer<typeof saveProductsInputSchema>;

/** POST /Register/ApiAddProductToCart: `count` more units (default 1) of an option. */
export const addProductInputSchema = z.object({
  registrationId: registrationIdSchema,
  productCode: codeSchema,
  count: countInSchema.default(1),
  language: answerLanguageSchema,
});
export type AddProductInput = z.infer<typeof addProductInputSchema>;

/** POST /Register/ApiRemoveProductFromCart: an option's line out (the slot line stays). */
export const removeProductInputSchema = z.object({
  registrationId: registrationIdSchema,
  cartItemId: cartItemIdSchema,
  language: answerLanguageSchema,
});
export type RemoveProductInput = z.infer<typeof removeProductInputSchema>;

/** POST /Register/ApiSetProductCount {RegistrationId, CartItemId, Count} (SPEC §7 names). */
export const setProductCountInputSchema = z.object({
  RegistrationId: registrationIdSchema,
  CartItemId: cartItemIdSchema,
  Count: countInSchema,
  language: answerLanguageSchema,
});
export type SetProductCountInput = z.infer<typeof setProductCountInputSchema>;

/**
 * POST /Register/SetCustomPrice: the price of a line that lets the person choose (the race slot
 * of a "pay what you want" race, a donation option), checked against the line's bounds with
 * checkCustomPrice: `price.invalid` / `price.outOfBounds` at `priceKopecks`.
 */
export const setCustomPriceInputSchema = z.object({
  registrationId: registrationIdSchema,
  cartItemId: cartItemIdSchema,
  /** Whole kopecks; the bounds are checked in core (the line's own). */
  priceKopecks: z.number({ error: "price.invalid" }),
  language: answerLanguageSchema,
});
export type SetCustomPriceInput = z.infer<typeof setCustomPriceInputSchema>;

// -------------------------------------------------------------------- insurance

/**
 * POST /Register/ApiPolicyRequest: a policy for the race day. Sport, type, start date and sum
 * insured must be one the race offers (ApiProducts' `insurance`); the period is 1 day.
 */
export const policyRequestInputSchema = z.object({
  registrationId: registrationIdSchema,
  sport: sportTypeSchema,
  type: insuranceTypeSchema,
  startDate: z.iso.date({ error: "field.invalid" }),
  sumInsuredKopecks: z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .positive({ error: "field.invalid" })
    .max(Number.MAX_SAFE_INTEGER, { error: "field.invalid" }),
  language: answerLanguageSchema,
});
export type PolicyRequestInput = z.infer<typeof policyRequestInputSchema>;

export const policySchema = z.object({
  /** The insurance option's code: the policy's cart line. */
  productCode: z.string(),
  sport: sportTypeSchema,
  type: insuranceTypeSchema,
  startDate: calendarDateOutSchema,
  endDate: calendarDateOutSchema,
  periodDays: z.number().int().positive(),
  sumInsuredKopecks: kopecksOutSchema,
  premiumKopecks: kopecksOutSchema,
});
export type Policy = z.infer<typeof policySchema>;

export const policyRequestResultSchema = z.object({ policy: policySchema, cart: cartSchema });
export type PolicyRequestResult = z.infer<typeof policyRequestResultSchema>;

// ------------------------------------------------------------------- promo codes

/**
 * POST /Register/CheckPromoCode?eventCode=&raceCode= with the code as the JSON body (a string).
 * A failure is `400 VALIDATION_FAILED` with `fields.promoCode` one of promo.empty,
 * promo.notFound, promo.expired, promo.notStarted, promo.usedUp, promo.otherRace
 * (PROMO_FAILURE_MESSAGES: the reason the code does not apply).
 */
export const checkPromoCodeBodySchema = z.unknown();
export const promoCheckResultSchema = z.object({
  /** Normalised (normalizePromoCode). */
  code: z.string(),
  discount: promoDiscountSchema,
});
export type PromoCheckResult = z.infer<typeof promoCheckResultSchema>;

/**
 * POST /Register/ApiApplyDiscountCode: applies a code to the draft, taking one of its uses (and
 * giving back the use of a code applied before). Failures as CheckPromoCode's, plus
 * promo.applyFailed (nothing to discount, or the last use went to someone else).
 */
export const applyDiscountCodeInputSchema = z.object({
  registrationId: registrationIdSchema,
  promoCode: toZod(fieldRules.promoCode),
  language: answerLanguageSchema,
});
export type ApplyDiscountCodeInput = z.infer<typeof applyDiscountCodeInputSchema>;

/**
 * POST /Register/ApiRemoveDiscountCode: takes the applied code off the draft and gives its use
 * back, so the price is the undiscounted one again. Without a code applied it changes nothing; a
 * promo-gated race refuses (`fields.promoCode = "promo.cannotRemove"`).
 */
export const removeDiscountCodeInputSchema = z.object({
  registrationId: registrationIdSchema,
  language: answerLanguageSchema,
});
export type RemoveDiscountCodeInput = z.infer<typeof removeDiscountCodeInputSchema>;

// ---------------------------------------------------------------------- images

/** Images up to this size are accepted (413 PAYLOAD_TOO_LARGE above). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * POST /Image/UploadImageAndSave[?registrationId=]: the photo's bytes as the body. JPEG, PNG or
 * WebP by their magic bytes (else 415 UNSUPPORTED_FILE_TYPE; an empty body is
 * `fields.photo = "file.notSelected"`). With a registrationId the image is attached to that draft.
 */
export const uploadImageQuerySchema = z.object({ registrationId: registrationIdSchema.optional() });
export const uploadedImageSchema = z.object({
  imageId: z.uuid(),
  /** GET it with the uploader's session; nobody else sees it. */
  url: z.string(),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  sizeBytes: z.number().int().positive().max(MAX_IMAGE_BYTES),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
