import { describe, expect, it } from "vitest";
import { sessionState as state } from "../testing/session-state";
import { loginGateTarget } from "./login-gate";

const origin = "http://localhost:4000";

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
