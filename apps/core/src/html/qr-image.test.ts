import jsQR from "jsqr";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { pickupPayload } from "../outbox/pickup-code";
import { QR_OPTIONS, qrSvg } from "./qr-image";

const SCALE = 6;

/** The code's modules as the RGBA pixels of a camera's picture: dark modules black, the rest white. */
function pixelsOf(modules: boolean[][]): { data: Uint8ClampedArray; size: number } {
  const size = modules.length * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < SCALE; dy++)
        for (let dx = 0; dx < SCALE; dx++) {
          const at = ((y * SCALE + dy) * size + x * SCALE + dx) * 4;
          data.fill(0, at, at + 3);
        }
    }),
  );
  return { data, size };
}

describe("the QR codes we draw", () => {
  it.each([
    ["a pickup code", pickupPayload("0da73e36-d298-4777-a6a3-d552810d8bc1")],
    [
      "a payment link",
      "https://qr.nspk.ru/AS1000670LSS7DN18SJQDNP4B05KLJL2?type=01&bank=100000000111",
    ],
  ])("read back as %s with the mask they are drawn with", (_what, payload) => {
    const code = encode(payload, QR_OPTIONS);
    const { data, size } = pixelsOf(code.data);

    expect(code.maskPattern).toBe(QR_OPTIONS.maskPattern);
    expect(jsQR(data, size, size)?.data).toBe(payload);
    // The SVG draws these modules: one square per dark one.
    const dark = code.data.flat().filter(Boolean).length;
    expect(qrSvg(payload).match(/v10h-10z/g)).toHaveLength(dark);
  });
});
