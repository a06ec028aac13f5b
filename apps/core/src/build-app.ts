import Fastify, { type FastifyInstance } from "fastify";
import { observedRequests } from "@reg/observability";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import {
  BODY_LIMIT_BYTES,
  type CoreServerConfig,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_PORTAL_URL,
  DEFAULT_READ_CACHE_TTL_MS,
} from "./config";
import type { CoreContext } from "./context";
import { checkReadiness } from "./db/readiness";
import { clientErrorHandler } from "./http/client-errors";
import { frameworkErrorHandler, installErrorHandling } from "./http/error-handling";
import { acceptEmptyJsonBodies } from "./http/json-body";
import { databaseRateLimitStore } from "./http/rate-limit-store";
import { registerAccountRoutes } from "./modules/account";
import { registerEventPageRoutes, registerEventRoutes } from "./modules/events";
import { registerFamilyRoutes } from "./modules/family";
import { registerGiftRoutes } from "./modules/gifts";
import { registerTaxRoutes } from "./modules/tax";
import { registerHealthRoutes } from "./modules/health";
import { registerImageRoutes, registerUploadRoutes } from "./modules/images";
import { registerPageRoutes } from "./modules/pages";
import { registerPayments } from "./modules/payments";
import { registerReferenceRoutes } from "./modules/reference";
import { registerRegistrationRoutes } from "./modules/registration";
import { registerResultsRoutes } from "./modules/results";
import { registerSeriesRoutes } from "./modules/series";
import { registerClubRoutes } from "./modules/clubs";
import { registerSitemapRoutes } from "./modules/sitemap";
import { registerTeamRoutes } from "./modules/teams";
import { registerTenantRoutes } from "./modules/tenants";
import { registerTrainingRoutes } from "./modules/trainings";
import { registerUserRoutes } from "./modules/users";
import { registerDevOutboxRoutes } from "./outbox/dev-outbox-routes";

/** The Fastify app with every route; no I/O besides what requests do. */
export async function buildApp(
  config: CoreServerConfig,
  context: CoreContext,
): Promise<FastifyInstance> {
  const app = Fastify({
    // The BFF's x-request-id is this request's id: its log lines and the BFF's share it.
    ...observedRequests(context.metrics.registry),
    logger: config.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The BFF on the same machine forwards the browser's address; nobody else is believed.
    trustProxy: "loopback",
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  installErrorHandling(app);
  acceptEmptyJsonBodies(app);
  await app.register(cookie);
  // Counted in the database, so the replicas share one budget per address and e-mail (decision 0039).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(context.db) });

  const { replica } = context;
  registerHealthRoutes(
    app,
    () => checkReadiness(context.db),
    replica ? () => replica.check() : undefined,
  );
  registerTenantRoutes(app, context);
  registerUserRoutes(app, context);
  registerEventRoutes(app, context, config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS);
  registerEventPageRoutes(app, context);
  registerSeriesRoutes(app, context);
  registerResultsRoutes(app, context);
  registerClubRoutes(app, context);
  registerAccountRoutes(app, context, config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT, {
    portalUrl: config.portalUrl ?? DEFAULT_PORTAL_URL,
  });
  registerImageRoutes(app);
  registerUploadRoutes(app, context);
  registerPageRoutes(app, context);
  registerReferenceRoutes(app, context, config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS);
  registerRegistrationRoutes(app, context);
  registerTeamRoutes(app, context, config.wrongJoinCodeLimits, {
    rateLimit: config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    portalUrl: config.portalUrl ?? DEFAULT_PORTAL_URL,
  });
  registerGiftRoutes(app, context, config.wrongJoinCodeLimits);
  registerTaxRoutes(app, context);
  registerFamilyRoutes(app, context, config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT, {
    portalUrl: config.portalUrl ?? DEFAULT_PORTAL_URL,
  });
  registerTrainingRoutes(app, context);
  registerSitemapRoutes(app, context, config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS);
  await registerPayments(app, context, {
    callbackSecret: config.paymentCallbackSecret,
    previousCallbackSecret: config.paymentCallbackSecretPrevious,
    callbackDelayMs: config.sandboxCallbackDelayMs,
    portalUrl: config.portalUrl ?? DEFAULT_PORTAL_URL,
  });
  if (config.devEndpoints) registerDevOutboxRoutes(app, context.db);
  return app;
}
