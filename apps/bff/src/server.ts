import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import {
  closeServer,
  observedRequests,
  QUIET_ROUTE,
  startAdminServer,
  type AdminServer,
} from "@reg/observability";
import { PublicReads } from "./cache/public-reads";
import { resolveBffConfig, type BffConfig } from "./config";
import { devMail } from "./dev/dev-mail";
import { imageProxy } from "./images/image-proxy";
import { LegacyClient } from "./legacy/legacy-client";
import { BffMetrics } from "./metrics/bff-metrics";
import { sandboxProxy } from "./payments/sandbox-proxy";
import { appRouter } from "./router";
import { REGISTRATION_BODY_LIMITS } from "./routers/registration/body-limits";
import { documentsProxy } from "./routers/events/documents-proxy";
import { ownPdfProxy } from "./http/own-pdf-proxy";
import { GIFT_CARD_PATH, TAX_CERTIFICATE_PDF_PATH } from "@reg/domain";
import { registerLoadShedding } from "./shedding/load-shedding";
import { HeadReadCache } from "./spa/heads/head-reads";
import { HostApps } from "./spa/host-apps";
import { notFound, spaRoutes } from "./spa/spa-routes";
import { PortalRenderer, type RenderedPage } from "./spa/ssr/portal-renderer";
import { MicroCache } from "./cache/micro-cache";
import { trpcRoute } from "./trpc-http/trpc-route";
import { sendRawClientError } from "./http/client-error";
import { errorBodyForStatus, statusCodeOf } from "./http/error-body";
import { registerCompression } from "./http/compression";
import { pagePolicy, registerSecurityHeaders } from "./http/security-headers";

export interface BffServer {
  app: FastifyInstance;
  /** Listens (and opens the admin listener when `metrics` is set); resolves to the base URL (with the real port when port was 0). */
  start(): Promise<string>;
  /** The admin listener's base URL once started (`${metricsUrl}/metrics`); undefined without `metrics`. */
  readonly metricsUrl: string | undefined;
  stop(): Promise<void>;
}

export async function createBffServer(input: BffConfig): Promise<BffServer> {
  const config = resolveBffConfig(input);
  const legacy = new LegacyClient({
    baseUrl: config.legacyUrl,
    connections: config.upstream.connections,
    timeoutMs: config.upstream.timeoutMs,
    maxInFlight: config.shedding.maxUpstreamInFlight,
  });
  const metrics = new BffMetrics({
    processMetrics: config.metrics !== undefined,
    upstreamInFlight: () => legacy.inFlight,
  });
  const app = Fastify({
    // A well-formed x-request-id from the browser or a proxy is kept, else one is made; it goes on
    // to core with every call (LegacyClient), so both servers' lines of a request share it.
    ...observedRequests(metrics.registry),
    logger: config.logger,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { maxParamLength: 5_000 },
    // An over-long URL or a malformed request never reaches a route: answer it in the contract's shape.
    clientErrorHandler: sendRawClientError,
  });
  const publicReads = new PublicReads(legacy, config.cache, (key, error) =>
    app.log.warn({ err: error, key }, "public read refresh failed; serving the stale answer"),
  );

  app.setErrorHandler((error, request, reply) => {
    const requested = statusCodeOf(error);
    const status = requested !== undefined && requested >= 400 && requested < 600 ? requested : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.code(status).header("cache-control", "no-store").send(errorBodyForStatus(status));
  });

  // First, so every route after them (and every answer, errors and 404s too) gets them.
  const policy = { imageOrigins: config.imageOrigins };
  await registerSecurityHeaders(app, { ...policy, hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await registerCompression(app);
  await registerLoadShedding(app, { config: config.shedding, router: appRouter });
  await app.register(async (api) => {
    if (config.rateLimit)
      await api.register(rateLimit, { max: config.rateLimit.perMinute, timeWindow: 60_000 });
    await api.register(trpcRoute, {
      router: appRouter,
      deps: { legacy, publicReads },
      maxBatchSize: config.maxBatchSize,
      bodyLimits: REGISTRATION_BODY_LIMITS,
      metrics,
      cookieSecurity: config.cookieSecurity,
    });
  });
  await app.register(imageProxy, { legacy });
  await app.register(sandboxProxy, { legacy });
  await app.register(documentsProxy, { legacy });
  // The gift card (decision 0031) and the tax certificate (decision 0034).
  await app.register(ownPdfProxy(GIFT_CARD_PATH), { legacy });
  await app.register(ownPdfProxy(TAX_CERTIFICATE_PDF_PATH), { legacy });
  if (config.devMail) await app.register(devMail, { legacy });
  app.get("/health", QUIET_ROUTE, () => ({ ok: true }));
  // Ready when core is: core's /ready checks its database and migrations.
  app.get("/ready", QUIET_ROUTE, async (request, reply) => {
    const ready = await legacy.ready(request.id);
    reply.header("cache-control", "no-store");
    return ready ? { ok: true } : reply.code(503).send({ ok: false });
  });
  const apps = new HostApps(config.webDist, config.hostApps, (message) => app.log.warn(message));
  // Page heads read core like the event list: same TTLs, same switch (docs/decisions/0021).
  const heads = new HeadReadCache(
    legacy,
    publicReads,
    {
      enabled: config.cache.enabled,
      ...config.cache.eventList,
      maxEntries: config.cache.maxEntries,
    },
    (key, error) =>
      app.log.warn({ err: error, key }, "page head refresh failed; serving the stale one"),
  );
  // The portal's public pages are rendered here when its server build is there (decision 0025).
  const renderer = new PortalRenderer(apps.portalDist, (error) =>
    app.log.error(
      { err: error },
      "the portal's server entry failed to load; pages are not server-rendered",
    ),
  );
  const anonymousRenders = config.cache.enabled
    ? new MicroCache<RenderedPage>({
        ...config.cache.eventList,
        maxEntries: config.cache.maxEntries,
      })
    : undefined;
  await app.register(spaRoutes, {
    apps,
    heads,
    cookieSecurity: config.cookieSecurity,
    pagePolicy: (scriptHashes) => pagePolicy(policy, scriptHashes),
    ssr: { renderer, server: app, anonymousRenders },
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  let admin: AdminServer | undefined;
  return {
    app,
    async start() {
      const url = await app.listen({ host: config.host, port: config.port });
      if (config.metrics && !admin)
        admin = await startAdminServer(metrics.registry, config.metrics, (error) =>
          app.log.error({ err: error }, "metrics scrape failed"),
        );
      return url;
    },
    get metricsUrl() {
      return admin?.url;
    },
    async stop() {
      await admin?.close();
      await closeServer(app);
      await legacy.close();
    },
  };
}
