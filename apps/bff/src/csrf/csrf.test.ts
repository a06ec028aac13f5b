import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";
import { csrfCookieOf, csrfMatches, csrfSetCookie, newCsrfToken } from "./csrf";

describe("CSRF double-submit", () => {
  it("issues distinct tokens that pass its own format check", () => {
    const tokens = new Set(Array.from({ length: 100 }, newCsrfToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(csrfCookieOf(`reg_csrf=${token}`)).toBe(token);
  });

  it("sets a script-readable, same-site cookie on the whole site, Secure over https", () => {
    expect(csrfSetCookie("abc", false)).toBe("reg_csrf=abc; Path=/; SameSite=Lax");
    expect(csrfSetCookie("abc", true)).toBe("reg_csrf=abc; Path=/; SameSite=Lax; Secure");
    expect(csrfSetCookie("abc", true)).not.toMatch(/HttpOnly/i);
  });

  it("ignores a cookie value it could not have issued", () => {
    expect(csrfCookieOf("reg_csrf=short")).toBeUndefined();
    expect(csrfCookieOf("reg_csrf=has spaces and more than sixteen")).toBeUndefined();
    expect(csrfCookieOf(undefined)).toBeUndefined();
  });

  it("matches only an identical, present pair", () => {
    const token = newCsrfToken();
    expect(csrfMatches(token, token)).toBe(true);
    expect(csrfMatches(token, `${token}x`)).toBe(false);
    expect(
      csrfMatches(token, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()),
    ).toBe(false);
    expect(csrfMatches(undefined, token)).toBe(false);
    expect(csrfMatches(token, undefined)).toBe(false);
    expect(csrfMatches(undefined, undefined)).toBe(false);
  });
});

describe("readCookie", () => {
  it("finds one cookie by exact name among others", () => {
    expect(readCookie("a=1; reg_csrf=tok; b=2", "reg_csrf")).toBe("tok");
    expect(readCookie("xreg_csrf=1; reg_csrfx=2", "reg_csrf")).toBeUndefined();
    expect(readCookie("reg_csrf=; other=1", "reg_csrf")).toBeUndefined();
    expect(readCookie("", "reg_csrf")).toBeUndefined();
    expect(readCookie("novalue; reg_csrf=v", "reg_csrf")).toBe("v");
  });
});
