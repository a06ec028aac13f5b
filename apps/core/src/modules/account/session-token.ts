import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters from this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** Only this is stored: a leaked sessions table doesn't let anyone sign in. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Cookies come from anywhere; anything not shaped like our token is no session, not an error. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}
