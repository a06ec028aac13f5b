import { describe, expect, it } from "vitest";
import { databaseConfigFromEnv } from "./database-config-from-env";
import { loadEnv, testDatabaseUrl } from "./env";

describe("loadEnv", () => {
  it("has working defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4001,
      HOST: "127.0.0.1",
      SEED: true,
      LOGIN_RATE_LIMIT_MAX: 10,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      METRICS_HOST: "127.0.0.1",
    });
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/\.data\/pglite$/);
  });

  it("reads every variable", () => {
    const env = loadEnv({
      PORT: "0",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgresql://app:app@db:5432/app",
      DATA_DIR: "/var/lib/reg",
      SEED: "false",
      LOGIN_RATE_LIMIT_MAX: "3",
      SMTP_URL: "smtp://mailer:secret@127.0.0.1:2525",
      MAIL_FROM: "Reg <reg@example.com>",
      PAYMENT_CALLBACK_SECRET: "0123456789abcdef0123",
      PAYMENT_CALLBACK_SECRET_PREVIOUS: "fedcba9876543210fedc",
      PORTAL_URL: "https://reg.example.com",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      METRICS_PORT: "9401",
      METRICS_HOST: "10.0.0.5",
    });
    expect(env).toEqual({
      PORT: 0,
      HOST: "0.0.0.0",
      DATABASE_URL: "postgresql://app:app@db:5432/app",
      DATA_DIR: "/var/lib/reg",
      SEED: false,
      LOGIN_RATE_LIMIT_MAX: 3,
      SMTP_URL: "smtp://mailer:secret@127.0.0.1:2525",
      MAIL_FROM: "Reg <reg@example.com>",
      PAYMENT_CALLBACK_SECRET: "0123456789abcdef0123",
      PAYMENT_CALLBACK_SECRET_PREVIOUS: "fedcba9876543210fedc",
      PORTAL_URL: "https://reg.example.com",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      METRICS_PORT: 9401,
      METRICS_HOST: "10.0.0.5",
    });
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x/y" }, "DATABASE_URL"],
    [{ SEED: "yes" }, "SEED"],
    [{ LOGIN_RATE_LIMIT_MAX: "0" }, "LOGIN_RATE_LIMIT_MAX"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PAYMENT_CALLBACK_SECRET: "short" }, "PAYMENT_CALLBACK_SECRET"],
    [{ PAYMENT_CALLBACK_SECRET_PREVIOUS: "short" }, "PAYMENT_CALLBACK_SECRET_PREVIOUS"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ METRICS_PORT: "nine" }, "METRICS_PORT"],
    [{ PORTAL_URL: "ftp://reg.example.com" }, "PORTAL_URL"],
  ])("refuses %j naming %s", (source, name) => {
    expect(() => loadEnv(source)).toThrow(name);
  });

  it("takes a replica beside DATABASE_URL, never alone", () => {
    const primary = "postgres://app@db:5432/app";
    const replica = "postgres://app@db-standby:5432/app";
    const env = loadEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica });
    expect(databaseConfigFromEnv(env)).toEqual({
      kind: "postgres",
      url: primary,
      replicaUrl: replica,
    });
    expect(databaseConfigFromEnv(loadEnv({ DATABASE_URL: primary }))).toEqual({
      kind: "postgres",
      url: primary,
    });
    expect(() => loadEnv({ DATABASE_REPLICA_URL: replica })).toThrow("DATABASE_REPLICA_URL");
    expect(() => loadEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: "http://x" })).toThrow(
      "DATABASE_REPLICA_URL",
    );
  });

  it("knows the test database server", () => {
    expect(testDatabaseUrl({})).toBe("postgres://postgres@127.0.0.1:5432/postgres");
    expect(testDatabaseUrl({ TEST_DATABASE_URL: "postgres://u@h:1/d" })).toBe("postgres://u@h:1/d");
  });
});
