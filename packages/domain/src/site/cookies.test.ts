import { describe, expect, it } from "vitest";
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_PATH,
  cookieDomainFor,
  isCookieConsentGiven,
} from "./cookies";
import { InvalidInputError } from "../errors/invalid-input-error";

const config = {
  productionDomain: "reg.example.ru",
  devDomain: "dev.reg.example.ru",
  devMarker: "dev",
};

describe("cookieDomainFor", () => {
  it.each([
    ["reg.example.ru", "reg.example.ru"],
    ["pionercup.reg.example.ru", "reg.example.ru"],
    ["dev.reg.example.ru", "dev.reg.example.ru"],
    ["fontanka-dev.reg.example.ru", "dev.reg.example.ru"],
    ["DEV.REG.EXAMPLE.RU", "dev.reg.example.ru"],
    ["localhost", "localhost"],
    ["pionercup.localhost", "localhost"],
    ["devbox.localhost", "localhost"],
    ["127.0.0.1", undefined],
    ["[::1]", undefined],
  ] as const)("%s → %s", (hostname, expected) => {
    expect(cookieDomainFor(hostname, config)).toBe(expected);
  });

  it("refuses an incomplete config", () => {
    expect(() => cookieDomainFor("reg.example.ru", { ...config, devMarker: "" })).toThrow(
      InvalidInputError,
    );
  });
});

describe("cookie constants", () => {
  it("use path / and the acceptedrrcookies consent cookie", () => {
    expect(COOKIE_PATH).toBe("/");
    expect(COOKIE_CONSENT_COOKIE).toBe("acceptedrrcookies");
    expect(isCookieConsentGiven("true")).toBe(true);
    expect(isCookieConsentGiven("false")).toBe(false);
    expect(isCookieConsentGiven(undefined)).toBe(false);
  });
});
