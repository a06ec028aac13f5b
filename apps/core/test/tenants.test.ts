import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANONYMOUS_USER,
  currentUserSchema,
  errorBodySchema,
  tenantSchema,
  defined,
} from "@reg/domain";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { http } from "./support/http";

describe.each(DRIVERS)("tenants, users, health and images on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
  });
  afterAll(() => core.close());

  const tenantFor = async (headers: Record<string, string>) => {
    const response = await http(core.url, "/api/events/tenants/getCurrent", { headers });
    expect(response.status).toBe(200);
    return tenantSchema.parse(response.json);
  };

  it.each([
    [{ host: "localhost:4001" }, "default"],
    [{ host: "127.0.0.1" }, "default"],
    [{ host: "pionercup.localhost:4001" }, "pionercup"],
    [{ host: "FONTANKA.localhost" }, "fontanka"],
    [{ host: "unknown.example.com" }, "default"],
    [{ host: "localhost", "x-forwarded-host": "pionercup.localhost:5173" }, "pionercup"],
    [
      { host: "pionercup.localhost", "x-forwarded-host": "fontanka.localhost, proxy.internal" },
      "fontanka",
    ],
    [{ host: "pionercup.localhost", "x-forwarded-host": "localhost" }, "default"],
  ])("resolves the tenant from %j as %s", async (headers, organizedId) => {
    expect((await tenantFor(headers)).organizedId).toBe(organizedId);
  });

  it("answers each tenant's own support e-mail, theme, flags and login URL", async () => {
    const portal = await tenantFor({ host: "localhost" });
    const pioner = await tenantFor({ host: "pionercup.localhost" });
    const fontanka = await tenantFor({ host: "fontanka.localhost" });
    expect(new Set([portal.supportEmail, pioner.supportEmail, fontanka.supportEmail]).size).toBe(3);
    expect(portal.theme.primaryColor).not.toBe(pioner.theme.primaryColor);
    expect(portal.featureFlags).toEqual([{ id: "ShowLkCorp", enabled: true }]);
    expect(pioner.featureFlags).toEqual([{ id: "ShowLkCorp", enabled: false }]);
    expect(portal.links.loginUrl).toBe("/account/login");
  });

  it("treats a caller without a session, or with a forged one, as anonymous", async () => {
    for (const cookie of [
      undefined,
      "reg_sid=not-a-token",
      `reg_sid=${"A".repeat(43)}`,
      "reg_sid=%E0%A4%A",
    ]) {
      const response = await http(core.url, "/api/users/getCurrent", {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      expect(currentUserSchema.parse(response.json)).toEqual(ANONYMOUS_USER);
    }
  });

  it("reports health", async () => {
    const response = await http(core.url, "/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
  });

  it("serves every seeded picture as SVG and 404s the rest", async () => {
    const events = await http(core.url, "/api/events/listFilter?language=ru&limit=100");
    const urls = new Set(
      (events.json as { events: { imageUrl: string | null }[] }).events.map((e) => e.imageUrl),
    );
    urls.add("/images/options/tshirt.svg");
    for (const url of urls) {
      expect(url).not.toBeNull();
      const response = await http(core.url, defined(url));
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("image/svg+xml");
      expect(response.text).toMatch(/^<svg /);
    }
    for (const bad of [
      "/images/sports/nope.svg",
      "/images/..%2F..%2Fpackage.json",
      "/images/sports/run.svg%00",
    ]) {
      const response = await http(core.url, bad);
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(response.json)).toEqual({ code: "NOT_FOUND" });
    }
  });

  it("answers unknown routes and methods with the NOT_FOUND body", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["DELETE", "/api/events/listFilter"],
      ["GET", "/api/account/login"],
    ] as const) {
      const response = await http(core.url, path, { method });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ code: "NOT_FOUND" });
    }
  });
});
