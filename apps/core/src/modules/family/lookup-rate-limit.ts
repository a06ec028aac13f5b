import type { RateLimitOptions } from "@fastify/rate-limit";
import { AppError } from "../../http/app-error";
import { hashSessionToken, readSessionToken, type LoginRateLimit } from "../account";

/**
 * Finding people by e-mail is limited like login (decision 0030): the same number of lookups per
 * window, counted per client address and session together, so enumerating accounts by guessing
 * e-mails is slow, and one family's browser does not use up another's. Every lookup counts, found
 * or not: a limit on misses alone would still let hits be counted.
 */
export function lookupRateLimitConfig(limit: LoginRateLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => {
      const token = readSessionToken(request);
      return `${request.ip}|${token ? hashSessionToken(token) : ""}`;
    },
    errorResponseBuilder: () => new AppError("TOO_MANY_ATTEMPTS"),
  };
}
