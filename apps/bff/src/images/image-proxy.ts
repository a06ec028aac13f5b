import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { relayStream } from "../http/stream-relay";
import { type LegacyClient } from "../legacy/legacy-client";

/** Request headers that let core answer 304 or pick a format. */
const PASSED_REQUEST_HEADERS = ["accept", "if-none-match", "if-modified-since"] as const;
/** Answer headers that describe the image and how long it may be kept. */
const RELAYED_ANSWER_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
] as const;

/** What core says about a person's own upload: never sniffed as anything else, never active content. */
const RELAYED_PRIVATE_HEADERS = [
  ...RELAYED_ANSWER_HEADERS,
  "x-content-type-options",
  "content-security-policy",
] as const;

function streamedImage(legacy: LegacyClient, relayed: readonly string[], withCookie: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) =>
    relayStream(legacy, request, reply, {
      passed: PASSED_REQUEST_HEADERS,
      relayed,
      scope: {
        host: request.headers.host ?? "",
        cookie: withCookie ? request.headers.cookie : undefined,
      },
    });
}

/**
 * `GET /images/*`: core's seeded event and product images, the same for everyone (no cookie goes
 * with them). `GET /Image/:imageId`: a person's own upload (UploadImageAndSave's `url`), which core
 * gives only to its uploader, so the browser's session goes with it. Both streamed through the
 * LegacyClient.
 */
export async function imageProxy(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  app.get("/images/*", streamedImage(options.legacy, RELAYED_ANSWER_HEADERS, false));
  app.get("/Image/:imageId", streamedImage(options.legacy, RELAYED_PRIVATE_HEADERS, true));
}
