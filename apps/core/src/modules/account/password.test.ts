import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password";

describe("passwords", () => {
  it("hashes with a fresh salt and verifies only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("correct horse"), hashPassword("correct horse")]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsE", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("treats composed and decomposed Unicode alike", async () => {
    const stored = await hashPassword("ёлка-2026");
    expect(await verifyPassword("ёлка-2026".normalize("NFD"), stored)).toBe(true);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$1$2$3$4$5", "scrypt$$$$$"]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });

  it("never matches through the decoy", async () => {
    expect(await verifyAgainstDecoy("decoy-password-never-matches")).toBe(false);
  });
});
