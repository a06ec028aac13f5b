import { renderSVG } from "uqr";

/** The QR code of `payload` as SVG markup: a quiet zone of two modules, medium error correction. */
export function qrSvg(payload: string): string {
  return renderSVG(payload, { ecc: "M", border: 2 });
}

/** The same as a data URL an `<img>` shows without another request (and without another proxy route). */
export function qrSvgDataUrl(payload: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(payload), "utf8").toString("base64")}`;
}
