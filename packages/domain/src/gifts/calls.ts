import { legacyCall } from "../contract/legacy-call";
import { z } from "zod";
import {
  boughtGiftSchema,
  buyGiftInputSchema,
  checkGiftCodeInputSchema,
  giftCheckSchema,
  giftQuerySchema,
  myGiftsSchema,
  redeemedGiftSchema,
  redeemGiftInputSchema,
} from "./wire";

/**
 * The gift calls (SPEC §6 "a friend (also as a gift)"; SPEC §7 lists none), declared once for core
 * and the BFF like LEGACY_CONTRACT's. The card is a PDF the BFF streams to the buyer.
 */
export const GIFT_CALLS = {
  buy: legacyCall({
    method: "POST",
    path: "/Register/ApiBuyGift",
    body: buyGiftInputSchema,
    output: boughtGiftSchema,
  }),
  mine: legacyCall({ method: "GET", path: "/Register/ApiMyGifts", output: myGiftsSchema }),
  get: legacyCall({
    method: "GET",
    path: "/Register/ApiGift",
    query: giftQuerySchema,
    output: boughtGiftSchema,
  }),
  check: legacyCall({
    method: "POST",
    path: "/Register/ApiCheckGiftCode",
    body: checkGiftCodeInputSchema,
    output: giftCheckSchema,
  }),
  redeem: legacyCall({
    method: "POST",
    path: "/Register/ApiRedeemGift",
    body: redeemGiftInputSchema,
    output: redeemedGiftSchema,
  }),
};

/** GET /Register/ApiGiftCard?giftId=&language=: the printable card (application/pdf), the buyer's only. */
export const GIFT_CARD_PATH = "/Register/ApiGiftCard";
export const giftCardQuerySchema = giftQuerySchema.extend({
  language: z.enum(["ru", "en"], { error: "field.invalid" }).default("ru"),
});
