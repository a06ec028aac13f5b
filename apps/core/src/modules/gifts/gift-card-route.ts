import type { FastifyInstance } from "fastify";
import { GIFT_CARD_PATH, giftCardQuerySchema } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { parseInput } from "../../http/parse-input";
import { requestHost } from "../../http/request-host";
import { signedIn } from "../registration";
import { renderGiftCard } from "./gift-card-pdf";
import { findBoughtGift } from "./gift-queries";

/**
 * GET /Register/ApiGiftCard?giftId=&language=: the printable card as a PDF, for the gift's buyer
 * only (anyone else's id is NOT_FOUND) and only once it is paid (before, there is no code).
 */
export function registerGiftCardRoute(app: FastifyInstance, context: CoreContext): void {
  app.get(GIFT_CARD_PATH, async (request, reply) => {
    const { user } = await signedIn(context, request);
    const query = parseInput(giftCardQuerySchema, request.query);
    const gift = await findBoughtGift(context.db, query.giftId, user.id, context.now());
    const code = gift.code;
    if (code === null) throw new AppError("INVALID_STATE");
    const pdf = await renderGiftCard({ ...gift, code }, `${requestHost(request)}/gift`);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="gift-${code}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
}
