import { describe, expect, it } from "vitest";
import { portalOriginFor, type PageLocation } from "./portal-origin";

function at(href: string): PageLocation {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin };
}

describe("portalOriginFor", () => {
  it("drops the tenant's label from a development host, keeping scheme and port", () => {
    expect(portalOriginFor(at("http://pionercup.localhost:4000/a/b/register"), undefined)).toBe(
      "http://localhost:4000",
    );
    expect(portalOriginFor(at("http://fontanka.localhost/x"), undefined)).toBe("http://localhost");
  });

  it("takes the configured portal over anything worked out", () => {
    expect(
      portalOriginFor(at("http://pionercup.localhost:4000/"), "https://reg.example.ru/ignored"),
    ).toBe("https://reg.example.ru");
  });

  it("stays on this origin in production when nothing is configured", () => {
    expect(portalOriginFor(at("https://reg.pionercup.ru/x"), undefined)).toBe(
      "https://reg.pionercup.ru",
    );
    expect(portalOriginFor(at("http://localhost:4000/x"), undefined)).toBe("http://localhost:4000");
  });
});
