import { formatJoinCode, generateJoinCode, normalizeJoinCode } from "../teams/join-code";

/**
 * A gift's code: what the buyer hands over (on the card, in a message, read aloud). It is made
 * like a team's join code — 12 symbols of 31 from the platform's cryptographic source, without
 * the letters that read alike — so the same rules keep it unguessable and easy to type.
 */
export const generateGiftCode: (random: (bytes: Uint8Array) => Uint8Array) => string =
  generateJoinCode;

/** A typed or linked code as stored (upper case, no spaces or dashes); null when it cannot be one. */
export const normalizeGiftCode: (input: string) => string | null = normalizeJoinCode;

/** The code in groups of four, as printed on the card: "ABCD-EFGH-JKMN". */
export const formatGiftCode: (code: string) => string = formatJoinCode;
