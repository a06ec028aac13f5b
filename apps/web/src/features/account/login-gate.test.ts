import { sessionState as state } from "@reg/front/testing";
import { describe, expect, it } from "vitest";
import { signedInLoginTarget } from "./login-gate";

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
