import { describe, expect, it } from "vitest";
import { BREAKPOINTS, breakpointFor, MEDIA_QUERIES } from "./breakpoints";
import { InvalidInputError } from "../errors/invalid-input-error";

describe("breakpointFor", () => {
  it.each([
    [0, "mobile"],
    [360, "mobile"],
    [768, "mobile"],
    [768.5, "tablet"],
    [769, "tablet"],
    [1024, "tablet"],
    [1025, "tabletLandscape"],
    [1199, "tabletLandscape"],
    [1199.5, "desktop"],
    [1200, "desktop"],
    [2560, "desktop"],
  ] as const)("%d px → %s", (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });

  it("refuses widths that are no width", () => {
    expect(() => breakpointFor(-1)).toThrow(InvalidInputError);
    expect(() => breakpointFor(Number.NaN)).toThrow(InvalidInputError);
  });
});

describe("breakpoint constants", () => {
  it("are those of SPEC §9", () => {
    expect(BREAKPOINTS).toEqual({
      mobile: { maxWidth: 768 },
      tablet: { maxWidth: 1024 },
      tabletLandscape: { maxWidth: 1199 },
      desktop: { minWidth: 1200 },
    });
  });

  it("state the same limits as media queries", () => {
    expect(MEDIA_QUERIES.mobile).toContain("768px");
    expect(MEDIA_QUERIES.tablet).toBe("(768px < width <= 1024px)");
    expect(MEDIA_QUERIES.tabletLandscape).toContain("1199px");
    expect(MEDIA_QUERIES.desktop).toBe("(width > 1199px)");
  });
});
