/**
 * Gifts (issue 11 item 4, decision 0031): buying a race as a present (buy-gift.ts, its slot taken
 * by the registration module's takeGiftSlot), the code issued when paid (issue-gift.ts, called by
 * the payment's settlement), checking and redeeming a code (redeem-gift.ts), the buyer's and the
 * recipient's lists (gift-queries.ts), the printable card (gift-card-*.ts) and the rule for a gift
 * nobody redeemed by the start (unredeemed-at-start.ts).
 */
export { registerGiftRoutes } from "./routes";
export { issueGiftFor } from "./issue-gift";
export { settleUnredeemedGifts } from "./unredeemed-at-start";
export { giftPagePath } from "./gift-page-path";
