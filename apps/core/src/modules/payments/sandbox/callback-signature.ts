import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the sandbox acquirer signs its callbacks in, as real acquirers do. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** Hex HMAC-SHA256 of the exact body bytes. */
export function signCallbackBody(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** Whether `signature` is the body's; compared in constant time. */
export function hasValidSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signCallbackBody(secret, rawBody), "hex"),
    Buffer.from(signature, "hex"),
  );
}

/**
 * Whether a callback's body carries the signature of one of `secrets` (the current one and, during
 * a rotation, the one before) in SANDBOX_SIGNATURE_HEADER.
 */
export function isSignedWithAny(
  secrets: readonly (string | undefined)[],
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): boolean {
  const signature = headers[SANDBOX_SIGNATURE_HEADER];
  const given = typeof signature === "string" ? signature : undefined;
  return secrets.some(
    (secret) => secret !== undefined && hasValidSignature(secret, rawBody, given),
  );
}
