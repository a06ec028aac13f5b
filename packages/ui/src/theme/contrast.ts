/** WCAG 2.x contrast arithmetic for the tenant colours, which come from data and are never vetted. */

export type Rgb = readonly [number, number, number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#0057b8" or "#05b" → [0, 87, 184]; null for anything that is not a plain hex colour. */
export function parseHexColor(value: string): Rgb | null {
  const text = value.trim();
  if (!HEX.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join("") : text.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const INK: Rgb = [21, 26, 34];
/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/** White or near-black, whichever reads better on the background. */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
}

/**
 * The colour darkened just enough to be AA text on white: a pale brand yellow stays recognisable
 * as a link colour without failing contrast.
 */
export function inkOnWhite(color: Rgb): Rgb {
  let current = color;
  for (let step = 0; step < 40 && contrastRatio(current, WHITE) < AA_TEXT; step++) {
    // Whole channel values at every step, so the ratio checked is the ratio of the colour returned.
    current = current.map((c) => Math.floor(c * 0.94)) as unknown as Rgb;
  }
  return current;
}
