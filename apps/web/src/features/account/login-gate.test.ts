import { ANONYMOUS_USER, type Tenant } from "@reg/domain";
import { createAppStore, tenantResolved, userLoaded } from "@reg/front";
import { describe, expect, it } from "vitest";
import { signedInLoginTarget } from "./login-gate";

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

describe("signedInLoginTarget", () => {
  it("leaves an anonymous person on the login page", () => {
    expect(signedInLoginTarget(state({ signedIn: false }), "/account")).toBeNull();
  });

  it("sends a signed-in person on to a safe returnUrl, else to their account", () => {
    expect(signedInLoginTarget(state({ signedIn: true }), "/404")).toBe("/404");
    expect(signedInLoginTarget(state({ signedIn: true }), "//evil.example")).toBe("/account");
    expect(signedInLoginTarget(state({ signedIn: true }), undefined)).toBe("/account");
  });

  it("sends a signed-in person back to a trusted tenant app as a full address", () => {
    const back = "http://pionercup.localhost:4000/pionercup-sokolniki/r10/register";
    expect(signedInLoginTarget(state({ signedIn: true }), back, ["pionercup.localhost"])).toBe(
      back,
    );
    expect(signedInLoginTarget(state({ signedIn: true }), back)).toBe("/account");
  });
});
