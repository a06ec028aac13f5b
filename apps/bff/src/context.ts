import { type FastifyRequest } from "fastify";
import { type PublicReadCalls, type PublicReads } from "./cache/public-reads";
import { LegacySession, type SessionCalls } from "./legacy/legacy-session";
import { type LegacyClient } from "./legacy/legacy-client";

export interface BffContext {
  /** Calls that carry the browser's session; core's Set-Cookie goes back to the browser. */
  legacy: SessionCalls;
  /** Reads that are the same for every visitor of this Host (micro-cached). */
  publicReads: PublicReadCalls;
}

export interface ContextDeps {
  legacy: LegacyClient;
  publicReads: PublicReads;
}

/** One context per HTTP request (a batch shares it); `relayedCookies` collects core's Set-Cookie. */
export function createContext(
  deps: ContextDeps,
  request: FastifyRequest,
  relayedCookies: string[],
): BffContext {
  const host = request.headers.host ?? "";
  const cookie = request.headers.cookie;
  return {
    legacy: new LegacySession(deps.legacy, {
      host,
      cookie,
      clientIp: request.ip,
      requestId: request.id,
      relayedCookies,
    }),
    publicReads: deps.publicReads.forHost(host, request.id),
  };
}
