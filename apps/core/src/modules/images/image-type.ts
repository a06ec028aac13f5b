import type { ImageContentType } from "@reg/domain";

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte)
  );
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type by the file's own first bytes, whatever name or Content-Type came with it:
 * JPEG (FF D8 FF), PNG (its 8-byte signature), WebP ("RIFF" … "WEBP"). Null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}
