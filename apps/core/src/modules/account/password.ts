import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";
import { ConcurrencyLimit } from "./concurrency-limit";

/** N=2^15 costs 32 MiB and ~140 ms per hash on the 2-core target: slow for guessing, fine for logins. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that, so give it headroom. */
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Hashes under way at once: one core is always left to the event loop and the database. scrypt
 * runs on libuv's threads (never on the loop), but four of them at 100 % CPU on the 2-core target
 * starved the loop until the BFF's 5 s timeout passed (issue 12, item 23); excess hashes wait here.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const hashing = new ConcurrencyLimit(HASH_CONCURRENCY);

/** How many hashes run and wait now (tests, diagnostics). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: hashing.running, waiting: hashing.waiting };
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return hashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed once per process: checking an unknown e-mail against it costs what a real check costs. */
let decoyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so response time doesn't tell which e-mails have accounts. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(password, await decoyHash);
  return false;
}
