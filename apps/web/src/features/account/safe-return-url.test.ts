import { describe, expect, it } from "vitest";
import { safeReturnUrl } from "./safe-return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/events/future?sport=run#list", "/events/future?sport=run#list"],
    ["/event/moscow-marathon/register?step=2", "/event/moscow-marathon/register?step=2"],
  ])("follows the same-site path %s", (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    ["an absolute URL", "https://evil.example/x"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path without the leading slash", "account"],
    ["a tab inside the scheme-relative prefix", "/\t/evil.example"],
    ["a newline", "/account\nSet-Cookie: x"],
    ["the login page itself", "/account/login?returnUrl=/account"],
    ["an empty value", ""],
    ["a non-string", 42],
    ["a huge value", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_what, value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it("normalises dot segments instead of echoing them", () => {
    expect(safeReturnUrl("/a/../account")).toBe("/account");
  });

  describe("with the tenant apps' hosts trusted", () => {
    const trusted = ["pionercup.localhost", "fontanka.localhost"];

    it.each([
      [
        "http://pionercup.localhost:4000/pionercup-sokolniki/r10/register",
        "http://pionercup.localhost:4000/pionercup-sokolniki/r10/register",
      ],
      [
        "https://FONTANKA.localhost/a/b/register?x=1#top",
        "https://fontanka.localhost/a/b/register?x=1#top",
      ],
    ])("follows %s", (value, expected) => {
      expect(safeReturnUrl(value, trusted)).toBe(expected);
    });

    it.each([
      ["another host", "http://evil.localhost/x"],
      ["a trusted name inside another host", "http://pionercup.localhost.evil.example/x"],
      ["credentials before the host", "http://pionercup.localhost@evil.example/x"],
      ["user info on a trusted host", "http://user:pw@pionercup.localhost/x"],
      ["another scheme", "ftp://pionercup.localhost/x"],
      ["a backslash trick", "http:\\\\pionercup.localhost\\x"],
      ["a tab inside the scheme", "ht\ttp://pionercup.localhost/x"],
    ])("refuses %s", (_what, value) => {
      expect(safeReturnUrl(value, trusted)).toBeNull();
    });

    it("still refuses full addresses when no host is trusted", () => {
      expect(safeReturnUrl("http://pionercup.localhost/x")).toBeNull();
    });
  });
});
