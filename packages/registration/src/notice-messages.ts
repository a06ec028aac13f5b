import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { NoticeMessageId } from "@reg/domain";

/** The texts of SPEC §8's notices (domain NOTICE_MESSAGES), shown as toasts and banners. */
export const noticeMessages: Record<NoticeMessageId, MessageDescriptor> = {
  "error.occurred": msg`An error has occurred`,
  "error.tryLater": msg`Try again later`,
  "stock.optionsAdjusted": msg`Some options are missing or limited, so your order was adjusted automatically.`,
  "stock.cartOutOfStock": msg`Some goods in the cart are out of stock.`,
  "promo.invalid": msg`Promo-code is invalid`,
  "action.cannotUndo": msg`A done action cannot be cancelled.`,
};
