import { type FastifyInstance } from "fastify";
import { TAX_CERTIFICATE_PDF_PATH } from "@reg/domain";
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
 * `GET /Register/ApiTaxCertificatePdf?certificateId=`: a tax certificate (a PDF) streamed from
 * core with the person's cookie, so core answers it to the person who asked for it only (decision 0034).
 */
export async function taxCertificatePdfProxy(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  app.get(TAX_CERTIFICATE_PDF_PATH, (request, reply) =>
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
