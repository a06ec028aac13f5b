import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; reg_csrf=tok%2Fen; c=lang%7Cuic", "reg_csrf")).toBe("tok/en");
  });

  it("matches whole names only", () => {
    expect(readCookie("xreg_csrf=1; reg_csrfx=2", "reg_csrf")).toBeNull();
  });

  it("answers null when the cookie is absent or the string empty", () => {
    expect(readCookie("", "reg_csrf")).toBeNull();
    expect(readCookie("a=1", "reg_csrf")).toBeNull();
  });

  it("keeps a value with a broken escape as it is instead of throwing", () => {
    expect(readCookie("reg_csrf=%E0%A4%A", "reg_csrf")).toBe("%E0%A4%A");
  });

  it("keeps '=' inside the value", () => {
    expect(readCookie("t=a=b=", "t")).toBe("a=b=");
  });
});
