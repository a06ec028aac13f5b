// request.cookies and reply.setCookie are the cookie plugin's additions to Fastify's types.
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isWellFormedToken } from "./session-token";

export const SESSION_COOKIE = "reg_sid";
export const SESSION_TTL_DAYS = 30;
const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;

const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", path: "/" } as const;

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return isWellFormedToken(value) ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}
