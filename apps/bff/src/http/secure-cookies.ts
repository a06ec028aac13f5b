import { type FastifyRequest } from "fastify";

/**
 * When the cookies the BFF sets or relays carry `Secure`. `auto`: when the browser's request came
 * over https — directly, or by a TLS-terminating proxy's `X-Forwarded-Proto` when the BFF trusts it
 * (`trustProxy`). `always`: on every answer, for a deployment whose proxy does not say.
 */
export type CookieSecurity = "auto" | "always";

export function cookiesSecure(request: FastifyRequest, mode: CookieSecurity): boolean {
  return mode === "always" || request.protocol === "https";
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(?:;|$)/i;

/**
 * Core's Set-Cookie as the browser gets it: core speaks plain http to the BFF and cannot know the
 * browser's side was TLS, so `Secure` is added here (never removed: a Secure cookie stays Secure).
 */
export function withSecureAttribute(setCookie: string): string {
  return SECURE_ATTRIBUTE.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}
