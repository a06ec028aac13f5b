import { describe, expect, it } from "vitest";
import {
  formatJoinCode,
  generateJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from "./join-code";
import { joinCodeSchema } from "./wire";

/** A seeded xorshift source: the domain takes no platform, so the test brings its own bytes. */
let state = 0x9e3779b9;
const random = (bytes: Uint8Array): Uint8Array => {
  for (let i = 0; i < bytes.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = (state >>> 24) & 0xff;
  }
  return bytes;
};

describe("join codes", () => {
  it("are 12 symbols of the unambiguous alphabet, and differ each time", () => {
    const codes = Array.from({ length: 2000 }, () => generateJoinCode(random));
    for (const code of codes) {
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]+$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it("use every symbol about equally (bytes past the last multiple of 31 are drawn again)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1)
      for (const symbol of generateJoinCode(random))
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect(counts.size).toBe(JOIN_CODE_ALPHABET.length);
    const expected = (3000 * JOIN_CODE_LENGTH) / JOIN_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
  });

  it("draw again on a biased byte instead of folding it", () => {
    // 248 is past 31 × 8: a source that first gives only 248 must not yield "2" for it.
    let first = true;
    const skewed = (bytes: Uint8Array): Uint8Array => {
      bytes.fill(first ? 248 : 1);
      first = false;
      return bytes;
    };
    expect(generateJoinCode(skewed)).toBe("3".repeat(JOIN_CODE_LENGTH));
  });

  it("are read without case, spaces or dashes, and refused when they cannot be a code", () => {
    const code = generateJoinCode(random);
    expect(normalizeJoinCode(formatJoinCode(code).toLowerCase())).toBe(code);
    expect(normalizeJoinCode(` ${code.slice(0, 4)} ${code.slice(4)} `)).toBe(code);
    expect(normalizeJoinCode("ABCD")).toBeNull();
    expect(normalizeJoinCode("O".repeat(JOIN_CODE_LENGTH))).toBeNull();
    expect(formatJoinCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
  });

  it("name the field's message: empty is 'Enter code', a malformed one 'not found'", () => {
    const empty = joinCodeSchema.safeParse("");
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe("joinCode.required");
    const bad = joinCodeSchema.safeParse("NOPE");
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe("joinCode.notFound");
    expect(joinCodeSchema.parse("abcd-efgh-jkmn")).toBe("ABCDEFGHJKMN");
  });
});
