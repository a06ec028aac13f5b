import type { FastifyInstance } from "fastify";
import { GIFT_CALLS } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { signedIn } from "../registration";
import { WrongCodeLimiter, type WrongCodeLimits } from "../teams";
import { buyGift } from "./buy-gift";
import { findBoughtGift, listBoughtGifts, listReceivedGifts } from "./gift-queries";
import { registerGiftCardRoute } from "./gift-card-route";
import { checkGiftCode, redeemGift } from "./redeem-gift";

/**
 * Gifts (issue 11 item 4, decision 0031). Every call is the signed-in person's: the session
 * first (401 before the input is read), then the site's scope. A gift is read by its buyer only;
 * its code is told to nobody else, and a code is checked or redeemed under the wrong-code limit.
 */
export function registerGiftRoutes(
  app: FastifyInstance,
  context: CoreContext,
  limits?: WrongCodeLimits,
): void {
  const limiter = new WrongCodeLimiter(context.db, "giftCode", limits);

  legacyRoute(app, GIFT_CALLS.buy, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const input = parsed().body;
    return buyGift(context, scope, user, { ...input, message: input.message ?? "" });
  });

  legacyRoute(app, GIFT_CALLS.mine, async (request) => {
    const { user } = await signedIn(context, request);
    const now = context.now();
    return {
      bought: await listBoughtGifts(context.db, user.id, now),
      received: await listReceivedGifts(context.db, user.id),
    };
  });

  legacyRoute(app, GIFT_CALLS.get, async (request, _reply, parsed) => {
    const { user } = await signedIn(context, request);
    return findBoughtGift(context.db, parsed().query.giftId, user.id, context.now());
  });

  legacyRoute(app, GIFT_CALLS.check, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const attempt = { userId: user.id, clientAddress: request.ip, ...parsed().body };
    return checkGiftCode(context.db, scope, limiter, attempt, context.now());
  });

  legacyRoute(app, GIFT_CALLS.redeem, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    const attempt = { userId: user.id, clientAddress: request.ip, ...parsed().body };
    return redeemGift(context.db, scope, limiter, attempt, context.now());
  });

  registerGiftCardRoute(app, context);
}
