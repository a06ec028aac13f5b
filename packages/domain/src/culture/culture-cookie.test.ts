import { describe, expect, it } from "vitest";
import { CULTURE_COOKIE_NAME, formatCultureCookie, parseCultureCookie } from "./culture-cookie";
import { LOCALES } from "./locales";

describe("parseCultureCookie", () => {
  it.each([
    ["c=en|uic=en", "en"],
    ["c=ru|uic=ru", "ru"],
    ["c=en|uic=ru", "en"],
    ["c=ru|uic=en", "ru"],
    ["c%3Den%7Cuic%3Den", "en"],
    ["c=en-GB|uic=en-GB", "en"],
    ["C=EN|UIC=EN", "en"],
    ["en", "en"],
    ["c=de|uic=de", "ru"],
    ["c=|uic=en", "ru"],
    ["uic=en", "ru"],
    ["%E0%A4%A", "ru"],
    ["", "ru"],
    [null, "ru"],
    [undefined, "ru"],
  ] as const)("%j → %s", (value, expected) => {
    expect(parseCultureCookie(value)).toBe(expected);
  });
});

describe("formatCultureCookie", () => {
  it("writes the legacy format and reads back", () => {
    expect(formatCultureCookie("en")).toBe("c=en|uic=en");
    for (const locale of LOCALES) {
      expect(parseCultureCookie(formatCultureCookie(locale))).toBe(locale);
      expect(parseCultureCookie(encodeURIComponent(formatCultureCookie(locale)))).toBe(locale);
    }
  });

  it("keeps the legacy ASP.NET cookie name", () => {
    expect(CULTURE_COOKIE_NAME).toBe(".AspNetCore.Culture");
  });
});
