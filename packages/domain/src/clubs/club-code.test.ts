import { describe, expect, it } from "vitest";
import { CLUB_CODE_MAX_LENGTH, clubCode, isClubCode } from "./club-code";

describe("a club's code", () => {
  it("is the Latin name in lower case, words joined by hyphens", () => {
    expect(clubCode("Running League")).toBe("running-league");
    expect(clubCode("I Love Running")).toBe("i-love-running");
    expect(clubCode("SRC Moscow")).toBe("src-moscow");
    expect(clubCode("  Run   Lab ")).toBe("run-lab");
    expect(clubCode("IronStar Team")).toBe("ironstar-team");
  });

  it("drops punctuation and accents, keeps digits", () => {
    expect(clubCode("«Pulkovo» Running Club!")).toBe("pulkovo-running-club");
    expect(clubCode("Team 42 — Kazan")).toBe("team-42-kazan");
    expect(clubCode("Club Bégue & Co.")).toBe("club-begue-co");
  });

  it("is the same for names that differ only in case and spacing", () => {
    expect(clubCode("Nord Runners")).toBe(clubCode("NORD  runners"));
  });

  it("is null for a name with nothing Latin in it", () => {
    expect(clubCode("Лига бега")).toBeNull();
    expect(clubCode(" — ")).toBeNull();
  });

  it("ends at a whole word within the length limit", () => {
    const code = clubCode("Extraordinarily Long Name ".repeat(5)) ?? "";
    expect(code.length).toBeLessThanOrEqual(CLUB_CODE_MAX_LENGTH);
    expect(code.endsWith("-")).toBe(false);
    expect(code).toMatch(/^extraordinarily-long-name-/);
    expect(clubCode("x".repeat(100))).toBe("x".repeat(CLUB_CODE_MAX_LENGTH));
  });

  it("gives only codes it accepts", () => {
    for (const name of ["Running League", "Team 42 — Kazan", "x".repeat(100)])
      expect(isClubCode(clubCode(name) ?? "")).toBe(true);
    for (const bad of [
      "",
      "Running-League",
      "running--league",
      "-running",
      "../etc",
      "a".repeat(61),
    ])
      expect(isClubCode(bad)).toBe(false);
  });
});
