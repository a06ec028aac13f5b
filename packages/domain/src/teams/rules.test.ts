import { describe, expect, it } from "vitest";
import {
  isRosterOpen,
  isTeamComplete,
  maxTeamSize,
  minTeamSize,
  missingMembers,
  normalizeTeamName,
  rosterLocksAt,
  stageBounds,
  stageForNewMember,
  teamNameKey,
  teamStanding,
  type StageCount,
} from "./rules";

const stages = (counts: [min: number, max: number, members: number][]): StageCount[] =>
  counts.map(([minMembers, maxMembers, members], index) => ({
    position: index + 1,
    minMembers,
    maxMembers,
    members,
  }));

describe("stage bounds (SPEC §3 from, to, exact)", () => {
  it("reads exact as from = to, and from/to as given", () => {
    expect(stageBounds({ position: 1, exact: 2 })).toEqual({
      position: 1,
      minMembers: 2,
      maxMembers: 2,
    });
    expect(stageBounds({ position: 3, from: 1, to: 4 })).toEqual({
      position: 3,
      minMembers: 1,
      maxMembers: 4,
    });
  });

  it("refuses a stage nobody can run, a maximum under the minimum and a position below 1", () => {
    expect(() => stageBounds({ position: 1, exact: 0 })).toThrow(RangeError);
    expect(() => stageBounds({ position: 1, from: 3, to: 2 })).toThrow(RangeError);
    expect(() => stageBounds({ position: 0, exact: 1 })).toThrow(RangeError);
    expect(() => stageBounds({ position: 1, from: 1.5, to: 2 })).toThrow(RangeError);
  });

  it("sums a team's least and most members", () => {
    const four = stages([
      [1, 1, 0],
      [1, 2, 0],
      [2, 3, 0],
      [1, 1, 0],
    ]);
    expect(minTeamSize(four)).toBe(5);
    expect(maxTeamSize(four)).toBe(7);
  });
});

describe("a complete team", () => {
  it("is complete only when every stage has its minimum", () => {
    expect(
      isTeamComplete(
        stages([
          [1, 1, 1],
          [1, 2, 1],
        ]),
      ),
    ).toBe(true);
    expect(
      isTeamComplete(
        stages([
          [1, 1, 1],
          [2, 3, 1],
        ]),
      ),
    ).toBe(false);
    expect(isTeamComplete([])).toBe(false);
  });

  it("says which stages lack members and how many", () => {
    expect(
      missingMembers(
        stages([
          [1, 1, 1],
          [2, 3, 0],
          [1, 1, 0],
        ]),
      ),
    ).toEqual([
      { position: 2, missing: 2 },
      { position: 3, missing: 1 },
    ]);
  });

  it("seats a member who names no stage where the team is short first, then where there is room", () => {
    expect(
      stageForNewMember(
        stages([
          [1, 2, 1],
          [1, 1, 0],
        ]),
      ),
    ).toBe(2);
    expect(
      stageForNewMember(
        stages([
          [1, 2, 1],
          [1, 1, 1],
        ]),
      ),
    ).toBe(1);
    expect(
      stageForNewMember(
        stages([
          [1, 1, 1],
          [1, 1, 1],
        ]),
      ),
    ).toBeNull();
  });
});

describe("the roster lock and a team still incomplete at it", () => {
  const closes = new Date("2026-06-01T21:00:00Z");
  const locks = new Date("2026-05-25T21:00:00Z");

  it("locks at the race's date, never after registration closes, and at the close without one", () => {
    expect(rosterLocksAt({ rosterLocksAt: locks, registrationClosesAt: closes })).toEqual(locks);
    expect(rosterLocksAt({ rosterLocksAt: null, registrationClosesAt: closes })).toEqual(closes);
    const late = new Date("2026-06-05T00:00:00Z");
    expect(rosterLocksAt({ rosterLocksAt: late, registrationClosesAt: closes })).toEqual(closes);
  });

  it("is open until the lock's instant, not at it", () => {
    const race = { rosterLocksAt: locks, registrationClosesAt: closes };
    expect(isRosterOpen(race, new Date(locks.getTime() - 1))).toBe(true);
    expect(isRosterOpen(race, locks)).toBe(false);
  });

  it("a short team is forming while the roster is open and incomplete once it locks; a full one is complete", () => {
    const race = { rosterLocksAt: locks, registrationClosesAt: closes };
    const short = stages([
      [1, 1, 1],
      [1, 1, 0],
    ]);
    const full = stages([
      [1, 1, 1],
      [1, 1, 1],
    ]);
    const before = new Date(locks.getTime() - 60_000);
    expect(teamStanding(short, race, before)).toBe("forming");
    expect(teamStanding(short, race, locks)).toBe("incomplete");
    expect(teamStanding(full, race, before)).toBe("complete");
    expect(teamStanding(full, race, closes)).toBe("complete");
  });
});

describe("team names", () => {
  it("compare without letter case or extra spaces, so «Быстрые Лоси» and «быстрые  лоси» are one name", () => {
    expect(teamNameKey("  Быстрые   Лоси ")).toBe(teamNameKey("быстрые лоси"));
    expect(teamNameKey("Fast Elks")).not.toBe(teamNameKey("Fast Elk"));
    expect(normalizeTeamName("  Fast   Elks ")).toBe("Fast Elks");
  });
});
