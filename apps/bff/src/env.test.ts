import { describe, expect, it } from "vitest";
import { configFromEnv, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has working defaults for development", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4000,
      HOST: "127.0.0.1",
      LEGACY_URL: "http://127.0.0.1:4001",
      TRUST_PROXY: false,
      MICRO_CACHE: true,
    });
    expect(env.WEB_DIST).toMatch(/apps\/web\/dist$/);
  });

  it("reads host apps and turns the rate limit off at 0", () => {
    const env = loadEnv({
      HOST_APPS:
        "pionercup.localhost=apps/tenant-register/dist-pionercup,fontanka.localhost=/srv/fontanka",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    const config = configFromEnv(env);
    expect(config.hostApps?.["pionercup.localhost"]).toMatch(
      /\/apps\/tenant-register\/dist-pionercup$/,
    );
    expect(config.hostApps?.["fontanka.localhost"]).toBe("/srv/fontanka");
    expect(config.rateLimit).toBe(false);
  });

  it("reads the serving headers' settings: Secure cookies, HSTS, the CSP's image origins", () => {
    const defaults = configFromEnv(loadEnv({}));
    expect(defaults).toMatchObject({
      cookieSecurity: "auto",
      hstsMaxAgeSeconds: 15_552_000,
      imageOrigins: ["https://tile.openstreetmap.org"],
    });
    const set = configFromEnv(
      loadEnv({
        COOKIE_SECURE: "always",
        HSTS_MAX_AGE: "0",
        CSP_IMAGE_ORIGINS: "https://tiles.example.ru,https://img.example.ru:8443",
      }),
    );
    expect(set).toMatchObject({
      cookieSecurity: "always",
      hstsMaxAgeSeconds: 0,
      imageOrigins: ["https://tiles.example.ru", "https://img.example.ru:8443"],
    });
    expect(() => loadEnv({ COOKIE_SECURE: "yes" })).toThrow(/COOKIE_SECURE/);
    expect(() => loadEnv({ CSP_IMAGE_ORIGINS: "http://tiles.example.ru" })).toThrow(
      /CSP_IMAGE_ORIGINS/,
    );
  });

  it("fails at start naming every bad variable", () => {
    expect(() => loadEnv({ PORT: "http", LEGACY_URL: "ftp://core", TRUST_PROXY: "maybe" })).toThrow(
      /PORT.*LEGACY_URL.*TRUST_PROXY/,
    );
    expect(() => loadEnv({ HOST_APPS: "no-equals-sign" })).toThrow(/HOST_APPS/);
  });

  it("turns the dev mail viewer on outside production only, and refuses it in production", () => {
    expect(configFromEnv(loadEnv({})).devMail).toBe(true);
    expect(configFromEnv(loadEnv({ DEV_MAIL: "false" })).devMail).toBe(false);
    expect(configFromEnv(loadEnv({ NODE_ENV: "production" })).devMail).toBe(false);
    expect(() => loadEnv({ NODE_ENV: "production", DEV_MAIL: "true" })).toThrow(/DEV_MAIL/);
  });

  it("opens the metrics listener only when METRICS_PORT is set", () => {
    expect(configFromEnv(loadEnv({})).metrics).toBeUndefined();
    expect(configFromEnv(loadEnv({ METRICS_PORT: "9400" })).metrics).toEqual({
      port: 9400,
      host: "127.0.0.1",
    });
    expect(
      configFromEnv(loadEnv({ METRICS_PORT: "9400", METRICS_HOST: "10.0.0.5" })).metrics,
    ).toEqual({ port: 9400, host: "10.0.0.5" });
    expect(() => loadEnv({ METRICS_PORT: "nine" })).toThrow(/METRICS_PORT/);
  });
});
