import { type FastifyInstance } from "fastify";
import { relayStream } from "../../http/stream-relay";
import { NO_PAGE_POLICY } from "../../http/security-headers";
import { type LegacyClient } from "../../legacy/legacy-client";

const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "cache-control",
  "x-content-type-options",
] as const;

/** `GET /documents/:code/:file`: an event's downloadable files, the same for everyone (no cookie). */
export async function documentsProxy(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  app.get("/documents/*", NO_PAGE_POLICY, (request, reply) =>
    relayStream(options.legacy, request, reply, {
      passed: [],
      relayed: RELAYED_HEADERS,
      scope: { host: request.headers.host ?? "" },
    }),
  );
}
