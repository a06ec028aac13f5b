import { describe, expect, it } from "vitest";
import type { ReturnHost } from "./return-hosts";
import { signingInTarget } from "./signing-in-target";

const PORTAL = "http://localhost:4000";
const RETURN_HOSTS: ReturnHost[] = [
  { host: "pionercup.localhost", tenant: "pionercup" },
  { host: "partner.example", tenant: null },
];

describe("signingInTarget (issue 12 item 18)", () => {
  it("names the event, the race, and the tenant whose site a return address leads to", () => {
    expect(
      signingInTarget(
        "http://pionercup.localhost:4000/pionercup-izmailovo/r5/register",
        RETURN_HOSTS,
        PORTAL,
      ),
    ).toEqual({
      eventCode: "pionercup-izmailovo",
      raceCode: "r5",
      site: { host: "pionercup.localhost:4000", tenant: "pionercup" },
    });
    expect(
      signingInTarget("/moscow-marathon/m42/register?step=options", RETURN_HOSTS, PORTAL),
    ).toEqual({
      eventCode: "moscow-marathon",
      raceCode: "m42",
      site: null,
    });
  });

  it("keeps the host for a trusted site the configuration names no tenant of", () => {
    expect(
      signingInTarget("https://partner.example/ev/r1/register", RETURN_HOSTS, PORTAL)?.site,
    ).toEqual({ host: "partner.example", tenant: null });
  });

  it("says nothing for other pages or addresses the login page would not follow", () => {
    expect(signingInTarget("/account", RETURN_HOSTS, PORTAL)).toBeNull();
    expect(signingInTarget(undefined, RETURN_HOSTS, PORTAL)).toBeNull();
    expect(
      signingInTarget("http://evil.example/pionercup-izmailovo/r5/register", RETURN_HOSTS, PORTAL),
    ).toBeNull();
  });
});
