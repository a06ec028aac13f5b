import { sessionState, testTenant } from "@reg/front/testing";
import { describe, expect, it } from "vitest";
import { tenantLoginTarget } from "./tenant-login-gate";

const sites = { origin: "http://pionercup.localhost:4000", portalOrigin: "http://localhost:4000" };
const page = "/pionercup-sokolniki/r10/register?x=1";

const pionercup = {
  ...testTenant,
  organizedId: "pionercup",
  name: "Пионер Кап",
  supportEmail: "help@pionercup.local",
  theme: { primaryColor: "#c62828", accentColor: "#ffd600", logoText: "PionerCup" },
};
const state = (options: { signedIn: boolean; loginUrl?: string; tenantCallFailed?: boolean }) =>
  sessionState({ ...options, tenant: pionercup });

const back = encodeURIComponent(`${sites.origin}${page}`);

describe("tenantLoginTarget", () => {
  it("sends an anonymous person to the portal's login page with the full address to come back to", () => {
    expect(tenantLoginTarget(state({ signedIn: false }), page, sites)).toBe(
      `http://localhost:4000/account/login?returnUrl=${back}`,
    );
  });

  it("takes an absolute login address as it is", () => {
    expect(
      tenantLoginTarget(
        state({ signedIn: false, loginUrl: "https://reg.example.ru/account/login?mode=signup" }),
        page,
        sites,
      ),
    ).toBe(`https://reg.example.ru/account/login?mode=signup&returnUrl=${back}`);
  });

  it("still reaches the portal's login page when the tenant call failed", () => {
    expect(tenantLoginTarget(state({ signedIn: false, tenantCallFailed: true }), page, sites)).toBe(
      `http://localhost:4000/account/login?returnUrl=${back}`,
    );
  });

  it("lets a signed-in person through", () => {
    expect(tenantLoginTarget(state({ signedIn: true }), page, sites)).toBeNull();
  });
});
