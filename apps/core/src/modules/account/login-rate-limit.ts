import type { FastifyRequest } from "fastify";
import type { RateLimitOptions } from "@fastify/rate-limit";
import { AppError } from "../../http/app-error";
import { normalizeEmail } from "./service";

export interface LoginRateLimit {
  max: number;
  windowMs: number;
}

/** Attempts are counted per address AND account, so one attacker can't lock a person out from elsewhere. */
function attemptKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email =
    typeof body === "object" && body !== null && "email" in body && typeof body.email === "string"
      ? normalizeEmail(body.email)
      : "";
  return `${request.ip}|${email}`;
}

/** Route-level @fastify/rate-limit settings; checked after body parsing so the key can hold the e-mail. */
export function loginRateLimitConfig(limit: LoginRateLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: "preHandler",
    keyGenerator: attemptKey,
    errorResponseBuilder: () => new AppError("TOO_MANY_ATTEMPTS"),
  };
}

/**
 * The same limit per client address alone (each route counts its own): the password-reset link's
 * use and the profile's saves, where the body names no account to count by.
 */
export function perAddressRateLimitConfig(limit: LoginRateLimit): RateLimitOptions {
  return { ...loginRateLimitConfig(limit), keyGenerator: (request) => request.ip };
}
