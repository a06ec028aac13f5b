import type { Messages } from "@lingui/core";

/**
 * @lingui/swc-plugin 6 (the only line that loads in @swc/core 1.16) hashes message ids with the
 * URL-safe base64 alphabet of Lingui 6, while the Lingui 5 CLI that extracts and compiles the
 * catalogs uses the standard one: the bundle asks for "-HwL9r" where the catalog says "+HwL9r".
 * Registering every id under both spellings makes either side find the text. Standard base64
 * never contains "-" or "_", so an alias cannot shadow another message.
 */
export function withUrlSafeIds(messages: Messages): Messages {
  const all: Messages = { ...messages };
  for (const [id, message] of Object.entries(messages)) {
    const urlSafe = id.replace(/\+/g, "-").replace(/\//g, "_");
    if (urlSafe !== id) all[urlSafe] = message;
  }
  return all;
}
