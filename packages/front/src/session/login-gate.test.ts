import { ANONYMOUS_USER, type Tenant } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { createAppStore } from "../store/store";
import { tenantResolved } from "../store/tenant-slice";
import { userLoaded } from "../store/user-slice";
import { loginGateTarget } from "./login-gate";

const origin = "http://localhost:4000";
const person = { ...ANONYMOUS_USER, isAuthorized: true, id: "u1", email: "a@b.ru" };

function state(options: { signedIn: boolean; loginUrl?: string; tenantCallFailed?: boolean }) {
  const store = createAppStore({ locale: "ru" });
  const info: Tenant | null = options.tenantCallFailed
    ? null
    : {
        organizedId: "default",
        name: "Reg Sport",
        supportEmail: "help@reg.test",
        theme: { primaryColor: "#1565c0", accentColor: "#ff6d00", logoText: "Reg Sport" },
        featureFlags: [],
        links: { loginUrl: options.loginUrl ?? "/account/login" },
      };
  store.dispatch(tenantResolved({ id: "default", info }));
  store.dispatch(userLoaded(options.signedIn ? person : ANONYMOUS_USER));
  return store.getState();
}

describe("loginGateTarget", () => {
  it("sends an anonymous person to the tenant's login page with the page they asked for", () => {
    expect(loginGateTarget(state({ signedIn: false }), "/account?tab=orders", origin)).toBe(
      "/account/login?returnUrl=%2Faccount%3Ftab%3Dorders",
    );
  });

  it("uses whatever login address the tenant has", () => {
    expect(
      loginGateTarget(
        state({ signedIn: false, loginUrl: "https://id.example.ru/in" }),
        "/account",
        origin,
      ),
    ).toBe("https://id.example.ru/in?returnUrl=%2Faccount");
  });

  it("still has somewhere to send people when the tenant call failed", () => {
    expect(
      loginGateTarget(state({ signedIn: false, tenantCallFailed: true }), "/account", origin),
    ).toBe("/account/login?returnUrl=%2Faccount");
  });

  it("lets a signed-in person through", () => {
    expect(loginGateTarget(state({ signedIn: true }), "/account", origin)).toBeNull();
  });
});
