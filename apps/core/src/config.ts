import type { FastifyServerOptions } from "fastify";
import type { AdminListen } from "@reg/observability";
import type { DatabaseConfig } from "./db/database";
import type { LoginRateLimit } from "./modules/account";
import type { WrongCodeLimits } from "./modules/teams";
import type { MailTransport } from "./outbox/mail-transport";

export type { DatabaseConfig, LoginRateLimit };

export interface CoreServerConfig {
  database: DatabaseConfig;
  /** 0 (the default) picks a free port; `start()` tells which. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Run the idempotent demo seed at start. Default true. */
  seed?: boolean;
  /** The business clock. Default: the system clock. */
  now?: () => Date;
  /** Fastify's logger (pino): `true`, or options such as `{ level, stream }`. Default false. */
  logger?: FastifyServerOptions["logger"];
  /**
   * The admin listener serving `GET /metrics` (Prometheus); unset, none is opened and Node's own
   * series are not measured. Default unset.
   */
  metrics?: AdminListen;
  /** Login attempts per (IP, e-mail) per window; `false` turns the limit off (benchmarks). Default 10 per minute. */
  loginRateLimit?: LoginRateLimit | false;
  /** Wrong team join codes allowed per person and per address in a window. Default 10 / 30 per 15 minutes. */
  wrongJoinCodeLimits?: WrongCodeLimits;
  /**
   * How long the public reads (event list, live count) reuse an answer per tenant + query; identical
   * concurrent requests always share one query. 0 turns reuse off. Default 1000 ms.
   */
  readCacheTtlMs?: number;
  /** How often the replica (`database.replicaUrl`) is probed to choose where the public reads go. Default 1 s. */
  replicaCheckIntervalMs?: number;
  /** How often unpaid registrations past their 20-minute window are released; 0 turns the timer off. Default 10 s. */
  sweepIntervalMs?: number;
  /** The secret acquirer callbacks are signed with (`POST /Payment/Callback/sandbox`). Default: random per process. */
  paymentCallbackSecret?: string;
  /**
   * The secret before a rotation: callbacks signed with it are still believed (those the acquirer
   * signed or retries from before the switch), none is signed with it. Default unset.
   */
  paymentCallbackSecretPrevious?: string;
  /** The sandbox acquirer sends its callbacks this late (a slow bank; the fault tests). Default 0. */
  sandboxCallbackDelayMs?: number;
  /** Send the mail outbox through this SMTP server (`smtp://…`). Without it (and `mailTransport`) mail stays in the outbox. */
  smtpUrl?: string;
  /** The sender of outgoing mail. */
  mailFrom?: string;
  /** Sends the outbox instead of SMTP (tests); wins over `smtpUrl`. */
  mailTransport?: MailTransport;
  /** How often due outbox messages are sent when there is a transport; 0 turns the timer off. Default 5 s. */
  outboxIntervalMs?: number;
  /** Development endpoints (`GET /dev/outbox`). Default false. */
  devEndpoints?: boolean;
  /** The portal's base URL that mailed links (the password reset) point to. Default DEFAULT_PORTAL_URL. */
  portalUrl?: string;
}

export const DEFAULT_PORTAL_URL = "http://localhost:4000";

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 10, windowMs: 60_000 };
export const DEFAULT_READ_CACHE_TTL_MS = 1_000;
export const DEFAULT_SWEEP_INTERVAL_MS = 10_000;
export const DEFAULT_REPLICA_CHECK_INTERVAL_MS = 1_000;
export const DEFAULT_OUTBOX_INTERVAL_MS = 5_000;
export const DEFAULT_MAIL_FROM = "Registration <no-reply@reg.local>";
/** Bigger bodies are refused with 413 PAYLOAD_TOO_LARGE before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;
