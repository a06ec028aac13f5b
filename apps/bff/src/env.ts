import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { z } from "zod";
import {
  DEFAULT_HSTS_MAX_AGE_SECONDS,
  DEFAULT_IMAGE_ORIGINS,
  DEFAULT_UPSTREAM_CONNECTIONS,
  type BffConfig,
} from "./config";

/**
 * The BFF's folder: the nearest package.json above this module, whether it runs as src/env.ts
 * (tsx, vitest) or bundled into dist/main.js.
 */
function appRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** The repo root, so relative dist folders don't depend on the directory the BFF was started from. */
const REPO_ROOT = resolve(appRoot(), "../..");

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const fromRepo = (path: string): string => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/** `host=dir,host=dir`: which built front a Host gets (the custom tenants' apps). */
const hostAppsSchema = z
  .string()
  .regex(/^([a-z0-9.-]+=[^,=]+)(,[a-z0-9.-]+=[^,=]+)*$/i, "expected host=dir[,host=dir]")
  .transform((value) =>
    Object.fromEntries(
      value
        .split(",")
        .map((pair) => pair.split("=") as [string, string])
        .map(([host, dir]) => [host, fromRepo(dir)]),
    ),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  LEGACY_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:4001"),
  WEB_DIST: z.string().min(1).default("apps/web/dist").transform(fromRepo),
  HOST_APPS: hostAppsSchema.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** `auto`: cookies Secure on https requests (a trusted proxy's X-Forwarded-Proto counts); `always`. */
  COOKIE_SECURE: z.enum(["auto", "always"]).default("auto"),
  /** Strict-Transport-Security's max-age on https answers; 0: none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(DEFAULT_HSTS_MAX_AGE_SECONDS),
  /** Image origins the CSP allows besides the site, comma-separated (the map's tile server). */
  CSP_IMAGE_ORIGINS: z
    .string()
    .regex(
      /^(https:\/\/[a-z0-9.-]+(:\d+)?)(,https:\/\/[a-z0-9.-]+(:\d+)?)*$/i,
      "expected https origins",
    )
    .transform((value) => value.split(","))
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(DEFAULT_UPSTREAM_CONNECTIONS),
  SHED_MAX_UPSTREAM_IN_FLIGHT: z.coerce.number().int().positive().default(512),
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Per client address on /trpc; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** 0 turns the public-read micro-cache off. */
  MICRO_CACHE: booleanFlag.default(true),
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** The admin listener's port for `GET /metrics` (Prometheus); unset: no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the admin listener listens; keep it off the public interface. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** The dev mail viewer at /dev/mail; on by default outside production, and refused in production. */
  DEV_MAIL: booleanFlag.optional(),
});
export type BffEnv = z.infer<typeof envSchema>;

/** The only reader of process.env: fails at start with the names of the bad variables. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): BffEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Invalid environment: ${names}`);
  }
  if (parsed.data.NODE_ENV === "production" && parsed.data.DEV_MAIL === true) {
    throw new Error(
      "Invalid environment: DEV_MAIL (the dev mail viewer would let anyone read the mail of a production deployment)",
    );
  }
  return parsed.data;
}

export function configFromEnv(env: BffEnv): BffConfig {
  return {
    legacyUrl: env.LEGACY_URL,
    host: env.HOST,
    port: env.PORT,
    webDist: env.WEB_DIST,
    hostApps: env.HOST_APPS ?? {},
    trustProxy: env.TRUST_PROXY,
    cookieSecurity: env.COOKIE_SECURE,
    hstsMaxAgeSeconds: env.HSTS_MAX_AGE,
    imageOrigins: env.CSP_IMAGE_ORIGINS ?? DEFAULT_IMAGE_ORIGINS,
    logger: { level: env.LOG_LEVEL },
    upstream: { connections: env.UPSTREAM_CONNECTIONS, timeoutMs: env.UPSTREAM_TIMEOUT_MS },
    shedding: {
      maxUpstreamInFlight: env.SHED_MAX_UPSTREAM_IN_FLIGHT,
      maxEventLoopDelayMs: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
    },
    rateLimit: env.RATE_LIMIT_PER_MINUTE > 0 ? { perMinute: env.RATE_LIMIT_PER_MINUTE } : false,
    cache: { enabled: env.MICRO_CACHE },
    devMail: env.NODE_ENV !== "production" && (env.DEV_MAIL ?? true),
    ...(env.METRICS_PORT === undefined
      ? {}
      : { metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST } }),
  };
}
