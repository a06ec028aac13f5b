import { describe, expect, it } from "vitest";
import { domainMatches, siteCookieString } from "./site-cookie";

const domains = {
  productionDomain: "reg.example.ru",
  devDomain: "dev.reg.example.ru",
  devMarker: "dev",
};
const write = (hostname: string, secure = false) =>
  siteCookieString("acceptedrrcookies", "true", { hostname, domains, maxAgeSeconds: 60, secure });

describe("siteCookieString", () => {
  it("uses path / and the production domain on a production host", () => {
    expect(write("www.reg.example.ru", true)).toBe(
      "acceptedrrcookies=true; Path=/; Max-Age=60; SameSite=Lax; Domain=reg.example.ru; Secure",
    );
  });

  it("uses the development domain on a host with the dev marker", () => {
    expect(write("app.dev.reg.example.ru")).toContain("Domain=dev.reg.example.ru");
  });

  it("uses localhost on localhost; its tenant sub-hosts keep their own cookie", () => {
    expect(write("localhost")).toContain("Domain=localhost");
    // A tenant's *.localhost host keeps its own: Chromium drops a cookie for localhost set there.
    expect(write("pionercup.localhost")).not.toContain("Domain=");
  });

  it("writes a host-only cookie where the configured domain cannot apply", () => {
    expect(write("127.0.0.1")).not.toContain("Domain=");
    expect(write("preview.other-host.net")).not.toContain("Domain=");
  });

  it("encodes the value so a '|' or ';' cannot break the cookie", () => {
    expect(
      siteCookieString("c", "a;b", {
        hostname: "localhost",
        domains,
        maxAgeSeconds: 1,
        secure: false,
      }),
    ).toMatch(/^c=a%3Bb;/);
  });
});

describe("domainMatches", () => {
  it("matches the domain itself and its sub-domains only", () => {
    expect(domainMatches("reg.example.ru", "reg.example.ru")).toBe(true);
    expect(domainMatches("a.reg.example.ru", ".reg.example.ru")).toBe(true);
    expect(domainMatches("evilreg.example.ru", "reg.example.ru")).toBe(false);
  });
});
