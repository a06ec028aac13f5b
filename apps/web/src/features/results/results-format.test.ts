import { describe, expect, it } from "vitest";
import { categoryLabel, raceTimeLabel } from "./results-format";

describe("results formats", () => {
  it("prints times with hours only when there are any", () => {
    expect(raceTimeLabel(2 * 3600_000 + 31 * 60_000 + 7_000)).toBe("2:31:07");
    expect(raceTimeLabel(48 * 60_000 + 5_400)).toBe("48:05");
    expect(raceTimeLabel(59 * 60_000 + 59_600)).toBe("1:00:00");
  });

  it("spaces a category's letter from its band", () => {
    expect(categoryLabel("M30-39")).toBe("M 30–39");
    expect(categoryLabel("FU18")).toBe("F U18");
    expect(categoryLabel("M70+")).toBe("M 70+");
  });
});
