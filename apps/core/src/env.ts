import { resolve } from "node:path";
import { z } from "zod";
import { appRootOf } from "./app-root";

/** The repo root, so the default data folder doesn't depend on the directory core was started from. */
const REPO_ROOT = `${resolve(appRootOf(import.meta.url), "../..")}/`;

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4001),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** A hot standby of DATABASE_URL's server: the anonymous catalogue reads go there (docs/decisions/0040). */
  DATABASE_REPLICA_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}.data/pglite`),
  SEED: booleanFlag.default(true),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Unset: confirmations wait in the outbox (readable at GET /dev/outbox in development). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PAYMENT_CALLBACK_SECRET: z.string().min(16).optional(),
  /** The secret before a rotation, still accepted on callbacks (never used to sign) until it is unset. */
  PAYMENT_CALLBACK_SECRET_PREVIOUS: z.string().min(16).optional(),
  /** The portal's address, for the links mails carry (the password reset); never taken from a request's Host. */
  PORTAL_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:4000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The admin listener's port for `GET /metrics` (Prometheus); unset: no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the admin listener listens; keep it off the public interface. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** `production` turns the development endpoints off. */
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
});
export type CoreEnv = z.infer<typeof envSchema>;

// A replica of nothing (PGlite) is a mistake to refuse at start, by name.
const checkedEnvSchema = envSchema.refine(
  (env) => env.DATABASE_REPLICA_URL === undefined || env.DATABASE_URL !== undefined,
  { path: ["DATABASE_REPLICA_URL"], message: "DATABASE_REPLICA_URL needs DATABASE_URL" },
);

/** The only reader of process.env: fails at start with the names of the bad variables. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): CoreEnv {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Invalid environment: ${names}`);
  }
  return parsed.data;
}

const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** The PostgreSQL server that test databases are created on (see testing/). */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string {
  return z.url().default(DEFAULT_TEST_DATABASE_URL).parse(source.TEST_DATABASE_URL);
}
