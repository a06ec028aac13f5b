import { databaseConfigFromEnv } from "./database-config-from-env";
import { loadEnv } from "./env";
import { createCoreServer } from "./server";

const LOGIN_WINDOW_MS = 60_000;

const env = loadEnv();
const server = await createCoreServer({
  database: databaseConfigFromEnv(env),
  port: env.PORT,
  host: env.HOST,
  seed: env.SEED,
  logger: { level: env.LOG_LEVEL },
  ...(env.METRICS_PORT === undefined
    ? {}
    : { metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST } }),
  loginRateLimit: { max: env.LOGIN_RATE_LIMIT_MAX, windowMs: LOGIN_WINDOW_MS },
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  paymentCallbackSecret: env.PAYMENT_CALLBACK_SECRET,
  paymentCallbackSecretPrevious: env.PAYMENT_CALLBACK_SECRET_PREVIOUS,
  devEndpoints: env.NODE_ENV !== "production",
  portalUrl: env.PORTAL_URL,
});
const url = await server.start();
process.stdout.write(
  `core listening on ${url}${server.metricsUrl ? `, metrics on ${server.metricsUrl}/metrics` : ""}\n`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(0));
  });
}
