import { type FastifyReply, type FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { type LegacyClient } from "../legacy/legacy-client";

/** Answers that carry no content (and every 3xx: see below). */
const BODILESS = new Set([204, 205]);

type StreamScope = Parameters<LegacyClient["stream"]>[0];

/** Which headers cross the BFF in each direction: a streamed page or file is passed through, not rebuilt. */
export interface RelayHeaders {
  passed: readonly string[];
  relayed: readonly string[];
}

/**
 * Streams core's answer to `request.url` back as it is (status, body and the `relayed` headers). When
 * core cannot be reached the person gets a bare code: BUSY as 503, anything else as 502, never cached.
 */
export async function relayStream(
  legacy: LegacyClient,
  request: FastifyRequest,
  reply: FastifyReply,
  options: RelayHeaders & { scope: StreamScope; form?: string },
): Promise<FastifyReply> {
  const passed: Record<string, string> = {};
  for (const name of options.passed) {
    const value = request.headers[name];
    if (typeof value === "string") passed[name] = value;
  }
  try {
    const answer = await legacy.stream(
      { ...options.scope, requestId: request.id },
      request.url,
      passed,
      options.form,
    );
    for (const name of options.relayed) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (BODILESS.has(answer.statusCode) || (answer.statusCode >= 300 && answer.statusCode < 400)) {
      // Nothing to relay (a redirect's body is never shown): sent empty, so nothing on the way out
      // (compression) mistakes the empty stream for content.
      answer.body.resume();
      return reply.code(answer.statusCode).send();
    }
    return reply.code(answer.statusCode).send(answer.body);
  } catch (error) {
    const code = error instanceof AppError ? error.appCode : "UPSTREAM_UNAVAILABLE";
    return reply
      .code(code === "BUSY" ? 503 : 502)
      .header("cache-control", "no-store")
      .send({ code });
  }
}
