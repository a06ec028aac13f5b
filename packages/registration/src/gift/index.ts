/** Gifts (decision 0031): buying a race as a present, paying it, its code, redeeming a code. */
export { GiftBuy } from "./gift-buy";
export { GiftPayment } from "./gift-payment";
export { GiftCodeBox, giftCardHref } from "./gift-code-box";
export { GiftRedeem } from "./gift-redeem";
export { giftRaceLabel } from "./gift-race-name";
