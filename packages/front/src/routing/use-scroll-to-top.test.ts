import { describe, expect, it } from "vitest";
import { hasScrollToTop } from "./use-scroll-to-top";

describe("hasScrollToTop", () => {
  it("is on when the query has scrollToTop in any truthy form", () => {
    expect(hasScrollToTop({ scrollToTop: true })).toBe(true);
    expect(hasScrollToTop({ scrollToTop: "" })).toBe(true);
    expect(hasScrollToTop({ scrollToTop: 1 })).toBe(true);
  });

  it("is off when absent or explicitly false", () => {
    expect(hasScrollToTop({})).toBe(false);
    expect(hasScrollToTop({ scrollToTop: false })).toBe(false);
    expect(hasScrollToTop({ scrollToTop: "false" })).toBe(false);
  });
});
