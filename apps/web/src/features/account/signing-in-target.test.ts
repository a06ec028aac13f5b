import { describe, expect, it } from "vitest";
import { signingInTarget } from "./signing-in-target";

const PORTAL = "http://localhost:4000";
const TRUSTED = ["pionercup.localhost"];

describe("signingInTarget (issue 12 item 18)", () => {
  it("names the event, the race and the tenant's site a return address leads to", () => {
    expect(
      signingInTarget(
        "http://pionercup.localhost:4000/pionercup-izmailovo/r5/register",
        TRUSTED,
        PORTAL,
      ),
    ).toEqual({
      eventCode: "pionercup-izmailovo",
      raceCode: "r5",
      site: "pionercup.localhost:4000",
    });
    expect(signingInTarget("/moscow-marathon/m42/register?step=options", TRUSTED, PORTAL)).toEqual({
      eventCode: "moscow-marathon",
      raceCode: "m42",
      site: null,
    });
  });

  it("says nothing for other pages or addresses the login page would not follow", () => {
    expect(signingInTarget("/account", TRUSTED, PORTAL)).toBeNull();
    expect(signingInTarget(undefined, TRUSTED, PORTAL)).toBeNull();
    expect(
      signingInTarget("http://evil.example/pionercup-izmailovo/r5/register", TRUSTED, PORTAL),
    ).toBeNull();
  });
});
