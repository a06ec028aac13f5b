import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from "@reg/domain";

/** For the file picker, so a phone offers photos and not documents. */
export const PHOTO_ACCEPT = IMAGE_CONTENT_TYPES.join(",");
export const PHOTO_MAX_MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

export type PhotoProblem = "notSelected" | "type" | "size";

/**
 * The participant photo checked in the browser before a byte is sent, by the limits of POST
 * /Image/UploadImageAndSave (which checks the bytes again): JPEG, PNG or WebP, at most 5 MB.
 */
export function photoProblem(
  file: { type: string; size: number } | null | undefined,
): PhotoProblem | null {
  if (!file) return "notSelected";
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}
