import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./locales";

describe("locales", () => {
  it("are Russian and English, Russian by default", () => {
    expect(LOCALES).toEqual(["ru", "en"]);
    expect(DEFAULT_LOCALE).toBe("ru");
  });

  it("recognise exactly those", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("EN")).toBe(false);
    expect(isLocale("de")).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
