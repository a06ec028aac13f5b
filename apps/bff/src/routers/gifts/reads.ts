import { GIFT_CALLS, boughtGiftSchema, giftQuerySchema, myGiftsSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

/** The gifts the person bought (with their codes) and received; per person, never cached. */
export const mine = authedProcedure
  .input(noInput)
  .output(outputOf(myGiftsSchema))
  .query(({ ctx }) => ctx.legacy.send(GIFT_CALLS.mine, {}));

/** One gift the person bought; anyone else's id is NOT_FOUND. */
export const get = authedProcedure
  .input(giftQuerySchema)
  .output(outputOf(boughtGiftSchema))
  .query(({ ctx, input }) => ctx.legacy.send(GIFT_CALLS.get, { query: input }));
