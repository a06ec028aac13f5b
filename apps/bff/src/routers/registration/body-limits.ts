import { MAX_IMAGE_DATA_URL_LENGTH } from "./image-data-url";

/** Room for the JSON around the photo (`{"registrationId":"…","photo":"…"}`, a batch's `{"0":…}`). */
const JSON_ENVELOPE_BYTES = 1_024;

/**
 * The registration procedures that need more than the server's body limit: the photo travels as a
 * base64 data URL, a third larger than its 5 MiB of bytes. Everything else keeps the small limit.
 */
export const REGISTRATION_BODY_LIMITS: Readonly<Record<string, number>> = {
  "registration.uploadImage": MAX_IMAGE_DATA_URL_LENGTH + JSON_ENVELOPE_BYTES,
};
