import { type FastifyInstance } from "fastify";
import { type LegacyClient } from "../legacy/legacy-client";
import { relayStream } from "./stream-relay";
import { NO_PAGE_POLICY } from "./security-headers";

const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "cache-control",
  "x-content-type-options",
] as const;

/**
 * A person's own PDF (a gift card, a tax certificate) at core's `path`, streamed from core with the
 * person's cookie: core answers it to its owner only, so the BFF decides nothing about it.
 */
export function ownPdfProxy(path: string) {
  return async (app: FastifyInstance, options: { legacy: LegacyClient }): Promise<void> => {
    app.get(path, NO_PAGE_POLICY, (request, reply) =>
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
  };
}
