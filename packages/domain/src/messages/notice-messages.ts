import { z } from "zod";
import type { ValidationMessageId } from "./validation-messages";

/**
 * The SPEC §8 catalogue entries that are neither an ErrorCode (INTERNAL is "Something went
 * wrong... Try again later", BUSY the heavy-load page) nor a field's ValidationMessageId: notices
 * a screen shows as a toast or a banner. The catalogs in packages/i18n hold their texts.
 */
export const NOTICE_MESSAGES = [
  /** "An error has occurred": a failure with nothing more specific to say. */
  "error.occurred",
  /** "Try again later", the second line under a failure. */
  "error.tryLater",
  /** "Some options are missing or limited, so the order was adjusted automatically." */
  "stock.optionsAdjusted",
  /** "Some goods in the cart are out of stock": the order cannot go on as it is. */
  "stock.cartOutOfStock",
  /** "Promo-code is invalid" (a toast, where the field shows the SPEC §5 promo messages). */
  "promo.invalid",
  /** "A done action cannot be cancelled." */
  "action.cannotUndo",
] as const;
export type NoticeMessageId = (typeof NOTICE_MESSAGES)[number];
export const noticeMessageIdSchema = z.enum(NOTICE_MESSAGES);

export type StockMessageId = Extract<NoticeMessageId, `stock.${string}`>;

export function isNoticeMessageId(value: unknown): value is NoticeMessageId {
  return typeof value === "string" && (NOTICE_MESSAGES as readonly string[]).includes(value);
}

/**
 * The legacy team calls answer a result code (SPEC §8): 1 and 2 mean a team with that name
 * already exists, 3 that the team was not found. Any other code is no team error (null).
 */
export function teamErrorMessage(
  code: number,
): Extract<ValidationMessageId, "team.exists" | "team.notFound"> | null {
  switch (code) {
    case 1:
    case 2:
      return "team.exists";
    case 3:
      return "team.notFound";
    default:
      return null;
  }
}
