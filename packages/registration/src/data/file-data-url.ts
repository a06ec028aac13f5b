import type { RouterInputs } from "@reg/api";
/**
 * A file as a base64 data URL (`data:image/jpeg;base64,…`), the shape the BFF's uploadImage takes
 * its photo in, since tRPC carries JSON only.
 */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") resolve(reader.result);
      else reject(new Error("The photo could not be read"));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The photo could not be read"));
    reader.readAsDataURL(file);
  });
}

/** ApiUploadImage's input: the photo as a data URL, attached to the draft when there is one. */
export async function uploadImageInput(
  file: File,
  registrationId: string | null,
): Promise<RouterInputs["registration"]["uploadImage"]> {
  return { ...(registrationId ? { registrationId } : {}), photo: await fileToDataUrl(file) };
}
