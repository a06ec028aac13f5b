import { randomBytes } from "node:crypto";
import { hashSessionToken } from "../account";

/**
 * A set-your-password token for a new relative: 256 random bits, stored only as its hash in
 * password_resets (the reset's own hashing), so the password reset's page and call take it unchanged.
 */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashSessionToken(token) };
}
