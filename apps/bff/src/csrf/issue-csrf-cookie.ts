import { type FastifyReply, type FastifyRequest } from "fastify";
import { csrfCookieOf, csrfSetCookie, newCsrfToken } from "./csrf";

/**
 * Any page or API answer hands out the token when the browser has none, so its first mutation can
 * pass; `Secure` when `secure` (http/secure-cookies.ts).
 */
export function issueCsrfCookieIfMissing(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): void {
  if (csrfCookieOf(request.headers.cookie) !== undefined) return;
  reply.header("set-cookie", csrfSetCookie(newCsrfToken(), secure));
}
