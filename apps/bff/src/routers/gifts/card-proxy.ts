import { type FastifyInstance } from "fastify";
import { GIFT_CARD_PATH } from "@reg/domain";
import { relayStream } from "../../http/stream-relay";
import { type LegacyClient } from "../../legacy/legacy-client";

const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "cache-control",
  "x-content-type-options",
] as const;

/**
 * `GET /Register/ApiGiftCard?giftId=&language=`: the printable gift card (a PDF) streamed from
 * core with the person's cookie, so core answers it to the gift's buyer only (decision 0031).
 */
export async function giftCardProxy(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  app.get(GIFT_CARD_PATH, (request, reply) =>
    relayStream(options.legacy, request, reply, {
      passed: [],
      relayed: RELAYED_HEADERS,
      scope: {
        host: request.headers.host ?? "",
        cookie: request.headers.cookie,
        clientIp: request.ip,
      },
    }),
  );
}
