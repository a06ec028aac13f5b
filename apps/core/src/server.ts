import type { FastifyInstance } from "fastify";
import { buildApp } from "./build-app";
import {
  DEFAULT_READ_CACHE_TTL_MS,
  DEFAULT_SWEEP_INTERVAL_MS,
  type CoreServerConfig,
} from "./config";
import type { CoreDb } from "./db/database";
import { openDatabase } from "./db/open-database";
import { seedDatabase } from "./db/seed";
import { startExpirySweeper } from "./jobs/expiry-sweeper";
import { startMailer } from "./jobs/mailer";
import { RaceDirectory, SlotTaker } from "./modules/registration";
import { TenantDirectory } from "./modules/tenants";

export interface CoreServer {
  app: FastifyInstance;
  /** Listens and resolves to the base URL, e.g. `http://127.0.0.1:4001`. */
  start(): Promise<string>;
  /** Stops listening and closes the database; safe to call twice. */
  stop(): Promise<void>;
  db: CoreDb;
  /**
   * Releases every registration whose 20-minute window has closed by the business clock's now
   * (also run every `sweepIntervalMs`); resolves to how many it released. Tests and e2e drive
   * expiry with it after moving the clock.
   */
  sweepExpired(): Promise<number>;
  /**
   * Sends the mail outbox's due messages now (also run every `outboxIntervalMs` when a transport
   * is configured); resolves to how many went, 0 without a transport.
   */
  deliverMail(): Promise<number>;
}

/** Opens the database, migrates it, seeds it (unless `seed: false`) and builds the app, not yet listening. */
export async function createCoreServer(config: CoreServerConfig): Promise<CoreServer> {
  const now = config.now ?? (() => new Date());
  const database = await openDatabase(config.database);
  let app: FastifyInstance;
  try {
    await database.migrate();
    if (config.seed ?? true) await seedDatabase(database.db, { now: now() });
    const races = new RaceDirectory(
      database.db,
      config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS,
    );
    app = await buildApp(config, {
      db: database.db,
      now,
      tenants: new TenantDirectory(database.db),
      races,
      slots: new SlotTaker(database.db),
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const sweepIntervalMs = config.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const sweeper = startExpirySweeper(database.db, now, sweepIntervalMs, (error) =>
    app.log.error({ err: error }, "expiry sweep failed"),
  );
  const mailer = startMailer(config, database.db, now, (error) =>
    app.log.error({ err: error }, "outbox delivery failed"),
  );

  let stopping: Promise<void> | undefined;
  return {
    app,
    db: database.db,
    start: () => app.listen({ port: config.port ?? 0, host: config.host ?? "127.0.0.1" }),
    stop: () => {
      stopping ??= Promise.all([sweeper.stop(), mailer.stop()])
        .then(() => app.close())
        .finally(() => database.close());
      return stopping;
    },
    sweepExpired: sweeper.sweep,
    deliverMail: mailer.deliver,
  };
}
