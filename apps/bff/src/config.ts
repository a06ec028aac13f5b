import { type FastifyServerOptions } from "fastify";
import { type AdminListen } from "@reg/observability";
import { DEFAULT_PUBLIC_READS_CACHE, type PublicReadsCacheConfig } from "./cache/public-reads";
import { type CookieSecurity } from "./http/secure-cookies";
import { DEFAULT_SHEDDING, type SheddingConfig } from "./shedding/load-shedding";

/**
 * Connections to core: as many as calls a rush keeps in flight, so every call waiting on core is on
 * the wire rather than queued inside the pool — with 64, 200 presses at once went to core in ~3
 * rounds of the busy event loop each, and the rush's p99 doubled (bench/rush/README.md).
 */
export const DEFAULT_UPSTREAM_CONNECTIONS = 256;

/** The event map's default tiles (apps/web's VITE_MAP_TILE_URL): the pages may show its images. */
export const DEFAULT_IMAGE_ORIGINS: readonly string[] = ["https://tile.openstreetmap.org"];
/** 180 days: long enough to count, short enough to walk back from a wrong host. */
export const DEFAULT_HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface BffConfig {
  /** The legacy contract's base URL (apps/core, or a production legacy backend). */
  legacyUrl: string;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** The main portal's build (apps/web/dist); not served when absent or unbuilt. */
  webDist?: string | undefined;
  /** Host name (no port) → dist folder of the front that host gets, e.g. a custom tenant's app. */
  hostApps?: Readonly<Record<string, string>>;
  /** Trust X-Forwarded-* from a proxy in front of the BFF (client address, https). */
  trustProxy?: boolean;
  /** When cookies carry Secure (http/secure-cookies.ts); default `auto`: on https requests. */
  cookieSecurity?: CookieSecurity;
  /** Strict-Transport-Security's max-age on answers to https requests; 0 sends none. */
  hstsMaxAgeSeconds?: number;
  /** Origins the pages' CSP lets images come from besides their own (DEFAULT_IMAGE_ORIGINS). */
  imageOrigins?: readonly string[];
  logger?: FastifyServerOptions["logger"];
  shedding?: Partial<SheddingConfig>;
  cache?: Partial<PublicReadsCacheConfig>;
  /** Keep-alive connections to core (DEFAULT_UPSTREAM_CONNECTIONS) and the per-call timeout (5 s). */
  upstream?: { connections?: number; timeoutMs?: number };
  /** Requests per minute per client address on /trpc; false = off (benchmarks). */
  rateLimit?: { perMinute: number } | false;
  /** Largest request body (bytes); more is PAYLOAD_TOO_LARGE. */
  bodyLimit?: number;
  /** Calls in one tRPC batch. */
  maxBatchSize?: number;
  /** The dev mail viewer at /dev/mail (core's outbox on the portal's origin). Default false; never in production. */
  devMail?: boolean;
  /**
   * The admin listener serving `GET /metrics` (Prometheus); unset, none is opened and Node's own
   * series are not measured. Default unset.
   */
  metrics?: AdminListen;
}

export interface ResolvedBffConfig {
  legacyUrl: string;
  host: string;
  port: number;
  webDist: string | undefined;
  hostApps: Readonly<Record<string, string>>;
  trustProxy: boolean;
  cookieSecurity: CookieSecurity;
  hstsMaxAgeSeconds: number;
  imageOrigins: readonly string[];
  logger: FastifyServerOptions["logger"];
  shedding: SheddingConfig;
  cache: PublicReadsCacheConfig;
  upstream: { connections: number; timeoutMs: number };
  rateLimit: { perMinute: number } | false;
  bodyLimit: number;
  maxBatchSize: number;
  devMail: boolean;
  metrics: AdminListen | undefined;
}

export function resolveBffConfig(config: BffConfig): ResolvedBffConfig {
  return {
    legacyUrl: config.legacyUrl,
    host: config.host ?? "127.0.0.1",
    port: config.port,
    webDist: config.webDist,
    hostApps: config.hostApps ?? {},
    trustProxy: config.trustProxy ?? false,
    cookieSecurity: config.cookieSecurity ?? "auto",
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds ?? DEFAULT_HSTS_MAX_AGE_SECONDS,
    imageOrigins: config.imageOrigins ?? DEFAULT_IMAGE_ORIGINS,
    logger: config.logger ?? false,
    shedding: { ...DEFAULT_SHEDDING, ...config.shedding },
    cache: { ...DEFAULT_PUBLIC_READS_CACHE, ...config.cache },
    upstream: {
      connections: config.upstream?.connections ?? DEFAULT_UPSTREAM_CONNECTIONS,
      timeoutMs: config.upstream?.timeoutMs ?? 5_000,
    },
    rateLimit: config.rateLimit ?? { perMinute: 600 },
    bodyLimit: config.bodyLimit ?? 64 * 1024,
    maxBatchSize: config.maxBatchSize ?? 32,
    devMail: config.devMail ?? false,
    metrics: config.metrics,
  };
}
