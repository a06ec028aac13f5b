import underPressure from "@fastify/under-pressure";
import { type AnyTRPCRouter } from "@trpc/server";
import { type FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";
import { wholeRequestFailure } from "../trpc-http/resolve-trpc-http";

export interface SheddingConfig {
  /** Mean event-loop delay (ms) over a sample above which API calls are answered BUSY; 0 = off. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0..1) above which API calls are answered BUSY; 0 = off. */
  maxEventLoopUtilization: number;
  /** How often the loop is measured. */
  sampleIntervalMs: number;
  /** Legacy calls under way at once; the next is BUSY (protects core from a pile-up). */
  maxUpstreamInFlight: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const DEFAULT_SHEDDING: SheddingConfig = {
  maxEventLoopDelayMs: 500,
  maxEventLoopUtilization: 0,
  sampleIntervalMs: 1_000,
  maxUpstreamInFlight: 512,
  retryAfterSeconds: 10,
};

/**
 * When this process is overloaded, API calls get the distinct BUSY answer (HTTP 503) at once, so
 * the front shows its heavy-load page instead of spinning. Pages and assets are still served: they
 * are cheap, and the heavy-load page is part of the app.
 * Registered on the root instance itself (not as an encapsulated plugin) so its hook sees every route.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { config: SheddingConfig; router: AnyTRPCRouter },
): Promise<void> {
  const { config, router } = options;
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    sampleInterval: config.sampleIntervalMs,
    retryAfter: config.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      const url = request.url;
      reply
        .header("retry-after", String(config.retryAfterSeconds))
        .header("cache-control", "no-store");
      if (url.startsWith("/trpc/")) {
        const busy = wholeRequestFailure(router, new AppError("BUSY"));
        reply.code(busy.status).header("content-type", "application/json").send(busy.body);
      } else if (url.startsWith("/images/")) {
        reply.code(503).send({ code: "BUSY" });
      }
      // Anything else goes on to be served (nothing sent here means "carry on").
    },
  });
}
