import { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { relayStream } from "../http/stream-relay";
import { type LegacyClient } from "../legacy/legacy-client";

/** The acquirer's card and QR forms are a few short fields. */
const FORM_BODY_LIMIT = 4 * 1024;
const PASSED_REQUEST_HEADERS = ["accept", "accept-language"] as const;
/** What makes the page a standalone page (its CSP, no caching, no referrer) and the way back to the site. */
const RELAYED_ANSWER_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "content-security-policy",
  "referrer-policy",
  "x-content-type-options",
  "location",
] as const;

/**
 * `/sandbox/*`: the sandbox acquirer's own pages (card checkout, "pay this QR"), served by core and
 * passed through here so the person stays on the host they came from, and the redirect back
 * (`Location`, a path) lands on this host's app. No cookie goes with them: to the acquirer the
 * site's session is none of its business.
 */
export async function sandboxProxy(
  app: FastifyInstance,
  options: { legacy: LegacyClient },
): Promise<void> {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const relay = (request: FastifyRequest, reply: FastifyReply) =>
    relayStream(options.legacy, request, reply, {
      passed: PASSED_REQUEST_HEADERS,
      relayed: RELAYED_ANSWER_HEADERS,
      scope: { host: request.headers.host ?? "", clientIp: request.ip },
      form:
        request.method === "POST"
          ? typeof request.body === "string"
            ? request.body
            : ""
          : undefined,
    });

  app.get("/sandbox/*", relay);
  app.post("/sandbox/*", relay);
}
