import { describe, expect, it } from "vitest";
import { TOAST_ANCHOR, TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from "./toasts";

describe("toasts", () => {
  it("hide after 4 s, at most 3 at once, bottom-center", () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(4000);
    expect(TOAST_MAX_VISIBLE).toBe(3);
    expect(TOAST_ANCHOR).toEqual({ vertical: "bottom", horizontal: "center" });
  });
});
