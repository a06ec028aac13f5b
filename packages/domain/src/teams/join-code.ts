/**
 * A team's join code: what a captain shares (in a link or read aloud). Random from the platform's
 * cryptographic source, so it cannot be guessed from the team, the time or another code; letters
 * that read alike (0/O, 1/I/L) are left out, and a typed code is read case-insensitively.
 */

/** 31 symbols: digits 2–9 and the Latin capitals without I, L and O. */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 12 symbols of 31: about 59 bits, far past what rate-limited guessing can reach. */
export const JOIN_CODE_LENGTH = 12;

const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/**
 * A fresh code from `random`, which fills the array with cryptographically random bytes (core
 * passes node:crypto's; the domain imports no platform). Bytes at or above the largest multiple
 * of 31 are drawn again, so every symbol is equally likely (a plain `% 31` would favour some).
 */
export function generateJoinCode(random: (bytes: Uint8Array) => Uint8Array): string {
  const size = JOIN_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(JOIN_CODE_LENGTH))) {
      if (byte < limit && code.length < JOIN_CODE_LENGTH)
        code += JOIN_CODE_ALPHABET.charAt(byte % size);
    }
  }
  return code;
}

/**
 * A typed or linked code as stored: spaces and dashes dropped (people group it when reading it
 * out), upper case; null when it cannot be a code at all.
 */
export function normalizeJoinCode(input: string): string | null {
  const code = input.replace(/[\s-]/gu, "").toUpperCase();
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}

/** The code in groups of four, as the captain reads it out: "ABCD-EFGH-JKMN". */
export function formatJoinCode(code: string): string {
  return code.replace(/(.{4})(?=.)/gu, "$1-");
}
