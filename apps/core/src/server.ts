import type { FastifyInstance } from "fastify";
import { closeServer, startAdminServer, withTimeout, type AdminServer } from "@reg/observability";
import { buildApp } from "./build-app";
import {
  DEFAULT_READ_CACHE_TTL_MS,
  DEFAULT_REPLICA_CHECK_INTERVAL_MS,
  DEFAULT_SWEEP_INTERVAL_MS,
  type CoreServerConfig,
} from "./config";
import type { CoreContext } from "./context";
import type { CoreDb } from "./db/database";
import { openDatabase } from "./db/open-database";
import { routePublicReads, type PublicReadRouting } from "./db/public-read-routing";
import { seedDatabase } from "./db/seed";
import { startExpirySweeper } from "./jobs/expiry-sweeper";
import { startMailer } from "./jobs/mailer";
import { CoreMetrics } from "./metrics/core-metrics";
import { countOutboxBacklog } from "./outbox/outbox-backlog";
import { ConfirmBatches, RaceDirectory, SlotTaker } from "./modules/registration";
import { TenantDirectory } from "./modules/tenants";

/** The outbox count a scrape waits for at most; a late answer leaves the last value. */
const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

export interface CoreServer {
  app: FastifyInstance;
  /** Listens (and opens the admin listener when `metrics` is set); resolves to the base URL, e.g. `http://127.0.0.1:4001`. */
  start(): Promise<string>;
  /** The admin listener's base URL once started (`${metricsUrl}/metrics`); undefined without `metrics`. */
  readonly metricsUrl: string | undefined;
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
  const metrics = new CoreMetrics(
    {
      poolStats: database.poolStats,
      // Read when scraped; a scrape never waits long on a busy or missing database.
      outboxBacklog: () =>
        withTimeout(countOutboxBacklog(database.db), SCRAPE_QUERY_TIMEOUT_MS, undefined).catch(
          () => undefined,
        ),
    },
    { processMetrics: config.metrics !== undefined },
  );
  let app: FastifyInstance;
  let routing: PublicReadRouting | undefined;
  try {
    await database.migrate();
    if (config.seed ?? true) await seedDatabase(database.db, { now: now() });
    const races = new RaceDirectory(
      database.db,
      config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS,
    );
    const context: CoreContext = {
      db: database.db,
      publicDb: database.db,
      now,
      // Every request needs its tenant, writes too: on the primary, so none waits for a standby.
      tenants: new TenantDirectory(database.db),
      // The registration path's race record (a slot take follows it): on the primary as well.
      races,
      slots: new SlotTaker(database.db),
      confirms: new ConfirmBatches({ db: database.db, now, races }),
      metrics,
    };
    if (database.replica) {
      const replica = database.replica;
      routing = routePublicReads(replica, database.db, {
        intervalMs: config.replicaCheckIntervalMs ?? DEFAULT_REPLICA_CHECK_INTERVAL_MS,
        route: (db) => {
          context.publicDb = db;
        },
        onChange: (state) =>
          state.ok
            ? app.log.info({ replica: state }, "public reads on the replica")
            : app.log.warn({ replica: state }, "replica not usable: public reads on the primary"),
      });
      context.replica = routing;
      metrics.observeReplica(() => routing?.state, replica.poolStats);
    }
    app = await buildApp(config, context);
    // Routed before the first request, so a standby that answers serves from the start.
    await routing?.start();
  } catch (error) {
    routing?.stop();
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
  let admin: AdminServer | undefined;
  return {
    app,
    db: database.db,
    async start() {
      const url = await app.listen({ port: config.port ?? 0, host: config.host ?? "127.0.0.1" });
      if (config.metrics && !admin)
        admin = await startAdminServer(metrics.registry, config.metrics, (error) =>
          app.log.error({ err: error }, "metrics scrape failed"),
        );
      return url;
    },
    get metricsUrl() {
      return admin?.url;
    },
    stop: () => {
      routing?.stop();
      stopping ??= Promise.all([sweeper.stop(), mailer.stop(), admin?.close()])
        .then(() => closeServer(app))
        .finally(() => database.close());
      return stopping;
    },
    sweepExpired: sweeper.sweep,
    deliverMail: mailer.deliver,
  };
}
