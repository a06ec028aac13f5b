import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, type ImageContentType } from "@reg/domain";
import { AppError } from "../../errors/app-error";

/** `data:[type][;params];base64,payload` — what FileReader.readAsDataURL gives the page. */
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A base64 text of this many characters holds more than MAX_IMAGE_BYTES, whatever its padding. */
const MAX_BASE64_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;
/** Room for the `data:…;base64,` head in front of the largest payload. */
export const MAX_IMAGE_DATA_URL_LENGTH = MAX_BASE64_LENGTH + 200;

export interface ImageBytes {
  data: Buffer;
  /** The declared type when it is an image type core takes, else application/octet-stream: core decides by the bytes. */
  contentType: ImageContentType | "application/octet-stream";
}

function isImageType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/**
 * The photo's bytes from a base64 data URL (the tRPC client sends JSON, not multipart). Empty is
 * "no file selected" as core says it; not a base64 data URL is `field.invalid`; more than
 * MAX_IMAGE_BYTES is PAYLOAD_TOO_LARGE, decided before anything is decoded.
 */
export function imageFromDataUrl(dataUrl: string, field: string): ImageBytes {
  if (dataUrl === "")
    throw new AppError("VALIDATION_FAILED", { fields: { [field]: "file.notSelected" } });
  const head = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!head) throw new AppError("VALIDATION_FAILED", { fields: { [field]: "field.invalid" } });
  const payload = dataUrl.slice(head[0].length);
  if (payload.length > MAX_BASE64_LENGTH) throw new AppError("PAYLOAD_TOO_LARGE");
  if (payload.length % 4 !== 0 || !BASE64.test(payload))
    throw new AppError("VALIDATION_FAILED", { fields: { [field]: "field.invalid" } });
  const data = Buffer.from(payload, "base64");
  if (data.length === 0)
    throw new AppError("VALIDATION_FAILED", { fields: { [field]: "file.notSelected" } });
  if (data.length > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const declared = (head[1] ?? "").trim().toLowerCase();
  return { data, contentType: isImageType(declared) ? declared : "application/octet-stream" };
}
