import { InvalidInputError } from "../errors/invalid-input-error";

/** Layout breakpoints in CSS pixels (SPEC §9), narrowest first. */
export const BREAKPOINTS = {
  mobile: { maxWidth: 768 },
  tablet: { maxWidth: 1024 },
  tabletLandscape: { maxWidth: 1199 },
  desktop: { minWidth: 1200 },
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * The same ranges as media queries, for CSS-in-JS and `matchMedia`. Range syntax (Media Queries
 * level 4) leaves no gap between 768px and 769px at fractional widths, as breakpointFor does.
 */
export const MEDIA_QUERIES: Record<Breakpoint, string> = {
  mobile: "(width <= 768px)",
  tablet: "(768px < width <= 1024px)",
  tabletLandscape: "(1024px < width <= 1199px)",
  desktop: "(width > 1199px)",
};

/**
 * The breakpoint of a viewport width. A zoomed page reports fractional widths; anything above a
 * limit belongs to the next range (1199.5 is desktop, as `max-width: 1199px` no longer matches).
 */
export function breakpointFor(width: number): Breakpoint {
  if (!Number.isFinite(width) || width < 0)
    throw new InvalidInputError(`width must be a non-negative number, got ${width}`);
  if (width <= BREAKPOINTS.mobile.maxWidth) return "mobile";
  if (width <= BREAKPOINTS.tablet.maxWidth) return "tablet";
  if (width <= BREAKPOINTS.tabletLandscape.maxWidth) return "tabletLandscape";
  return "desktop";
}
