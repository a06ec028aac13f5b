import { renderSVG, type QrCodeGenerateOptions } from "uqr";

/**
 * A quiet zone of two modules, medium error correction, and one fixed mask. Any of the eight masks
 * reads; choosing the "best" one scores all eight and took three quarters of a code's ~2.7 ms,
 * spent in the acquirer's callback for every confirmation mail (issue 9 item 5).
 */
export const QR_OPTIONS: QrCodeGenerateOptions = { ecc: "M", border: 2, maskPattern: 0 };

/** The QR code of `payload` as SVG markup. */
export function qrSvg(payload: string): string {
  return renderSVG(payload, QR_OPTIONS);
}

/** The same as a data URL an `<img>` shows without another request (and without another proxy route). */
export function qrSvgDataUrl(payload: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(payload), "utf8").toString("base64")}`;
}
