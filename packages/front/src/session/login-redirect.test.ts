import { describe, expect, it } from "vitest";
import { loginRedirectHref } from "./login-redirect";

const origin = "http://localhost:4000";

describe("loginRedirectHref", () => {
  it("adds the wanted page as returnUrl to the tenant's login address", () => {
    expect(loginRedirectHref("/account/login", "/account?tab=orders", origin)).toBe(
      "/account/login?returnUrl=%2Faccount%3Ftab%3Dorders",
    );
  });

  it("keeps what the login address already asks for", () => {
    expect(loginRedirectHref("/account/login?mode=signup", "/account", origin)).toBe(
      "/account/login?mode=signup&returnUrl=%2Faccount",
    );
  });

  it("replaces a stale returnUrl instead of adding a second one", () => {
    expect(loginRedirectHref("/account/login?returnUrl=%2Fold", "/new", origin)).toBe(
      "/account/login?returnUrl=%2Fnew",
    );
  });

  it("gives a full URL when the tenant logs in on another site", () => {
    expect(loginRedirectHref("https://id.example.ru/login", "/account", origin)).toBe(
      "https://id.example.ru/login?returnUrl=%2Faccount",
    );
  });

  it("falls back to the portal's login page when the tenant has none", () => {
    expect(loginRedirectHref(undefined, "/account", origin)).toBe(
      "/account/login?returnUrl=%2Faccount",
    );
    expect(loginRedirectHref("", "/account", origin)).toBe("/account/login?returnUrl=%2Faccount");
  });
});
