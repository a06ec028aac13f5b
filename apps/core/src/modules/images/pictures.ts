import { SPORT_TYPES } from "@reg/domain";
import { OPTION_IMAGES } from "../../db/seed/options-data";

/** Simple line drawings (24×24 viewBox) for the option pictures the seed refers to. */
const OPTION_GLYPHS: Record<(typeof OPTION_IMAGES)[number], string> = {
  tshirt: "M8 3 4 6l2 4 2-1v12h8V9l2 1 2-4-4-3c-1 2-2.5 3-4 3S9 5 8 3Z",
  buff: "M7 3h10v18H7zM7 8h10M7 16h10",
  camera: "M4 8h4l2-3h4l2 3h4v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z",
  medal: "M8 2l4 7 4-7M12 22a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM12 13v5",
  gps: "M12 22s7-7 7-12a7 7 0 1 0-14 0c0 5 7 12 7 12ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  wetsuit: "M9 2h6l1 6-1 14h-2l-1-9-1 9H9L8 8Z",
  cap: "M4 15a8 8 0 0 1 16 0v2H4zM4 17h16",
};

function hueOf(index: number, count: number): number {
  return Math.round((index * 360) / count);
}

function tile(hue: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="320" height="200" fill="url(#g)"/>`,
    body,
    `</svg>`,
  ].join("");
}

/** A track that rises and falls differently per sport, so the cards tell sports apart at a glance. */
function sportPicture(index: number): string {
  const peak = 60 + ((index * 37) % 70);
  const wave = `M0 170 C 80 ${peak} 160 ${200 - peak} 320 ${90 + ((index * 23) % 60)}`;
  return tile(
    hueOf(index, SPORT_TYPES.length),
    `<path d="${wave}" fill="none" stroke="white" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="${40 + ((index * 53) % 240)}" cy="50" r="18" fill="white" fill-opacity=".9"/>`,
  );
}

function optionPicture(name: (typeof OPTION_IMAGES)[number], index: number): string {
  return tile(
    hueOf(index, OPTION_IMAGES.length),
    `<g transform="translate(100 40) scale(5)" fill="none" stroke="white" stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round">` +
      `<path d="${OPTION_GLYPHS[name]}"/></g>`,
  );
}

/** Every picture core serves, by URL path, drawn once at start. */
export function buildPictures(): Map<string, string> {
  const pictures = new Map<string, string>();
  SPORT_TYPES.forEach((sport, i) => pictures.set(`/images/sports/${sport}.svg`, sportPicture(i)));
  OPTION_IMAGES.forEach((name, i) =>
    pictures.set(`/images/options/${name}.svg`, optionPicture(name, i)),
  );
  return pictures;
}
