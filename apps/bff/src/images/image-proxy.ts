import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { type LegacyClient } from "../legacy/legacy-client";

/** Request headers that let core answer 304 or pick a format. */
const PASSED_REQUEST_HEADERS = ["accept", "if-none-match", "if-modified-since"] as const;
/** Answer headers that describe the image and how long it may be kept. */
const RELAYED_ANSWER_HEADERS = ["content-type", "content-length", "cache-control", "etag", "last-modified"] as const;

/** What core says about a person's own upload: never sniffed as anything else, never active content. */
const RELAYED_PRIVATE_HEADERS = [...RELAYED_ANSWER_HEADERS, "x-content-type-options", "content-security-policy"] as const;

function streamedImage(legacy: LegacyClient, relayed: readonly string[], withCookie: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const passed: Record<string, string> = {};
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") passed[name] = value;
    }
    const scope = { host: request.headers.host ?? "", cookie: withCookie ? request.headers.cookie : undefined };
    try {
      const answer = await legacy.stream(scope, request.url, passed);
      for (const name of relayed) {
        const value = answer.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return reply.code(answer.statusCode).send(answer.body);
    } catch (error) {
      const code = error instanceof AppError ? error.appCode : "UPSTREAM_UNAVAILABLE";
      return reply.code(code === "BUSY" ? 503 : 502).header("cache-control", "no-store").send({ code });
    }
  };
}

/**
 * `GET /images/*`: core's seeded event and product images, the same for everyone (no cookie goes
 * with them). `GET /Image/:imageId`: a person's own upload (UploadImageAndSave's `url`), which core
 * gives only to its uploader, so the browser's session goes with it. Both streamed through the
 * LegacyClient.
 */
export async function imageProxy(app: FastifyInstance, options: { legacy: LegacyClient }): Promise<void> {
  app.get("/images/*", streamedImage(options.legacy, RELAYED_ANSWER_HEADERS, false));
  app.get("/Image/:imageId", streamedImage(options.legacy, RELAYED_PRIVATE_HEADERS, true));
}
