import {
  boughtGiftSchema,
  buyGiftInputSchema,
  checkGiftCodeInputSchema,
  GIFT_CALLS,
  giftCheckSchema,
  redeemedGiftSchema,
  redeemGiftInputSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** Buys a race as a gift: its slot is held for the payment window; the answer's registrationId is paid by payment.*. */
export const buy = authedProcedure
  .input(buyGiftInputSchema)
  .output(outputOf(boughtGiftSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(GIFT_CALLS.buy, { body: input }));

/** What a code is for (the race only); wrong codes are rate-limited by core. */
export const check = authedProcedure
  .input(checkGiftCodeInputSchema)
  .output(outputOf(giftCheckSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(GIFT_CALLS.check, { body: input }));

/** Redeems a code with the recipient's own participant form: registered, already paid. */
export const redeem = authedProcedure
  .input(redeemGiftInputSchema)
  .output(outputOf(redeemedGiftSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(GIFT_CALLS.redeem, { body: input }));
