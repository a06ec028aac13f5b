import { describe, expect, it } from "vitest";
import {
  raceResultsInput,
  validateRaceResultsSearch,
  type RaceResultsSearch,
} from "./results-search";

describe("the race table's address", () => {
  it("keeps valid params and drops the rest", () => {
    expect(
      validateRaceResultsSearch({ q: " Иванов ", gender: "female", category: "F30-39", page: "3" }),
    ).toEqual({ q: "Иванов", gender: "female", category: "F30-39", page: 3 });
    expect(
      validateRaceResultsSearch({ q: "x".repeat(500), gender: "x", category: "Q1", page: "0" }),
    ).toEqual({});
    // A bib typed as a number in the address is still a search.
    expect(validateRaceResultsSearch({ q: 1042 })).toEqual({ q: "1042" });
  });

  it("drops a category of the other gender", () => {
    expect(validateRaceResultsSearch({ gender: "male", category: "F30-39" })).toEqual({
      gender: "male",
    });
  });

  it("makes the procedure's input with only what is set", () => {
    expect(
      raceResultsInput({ eventCode: "e", raceCode: "r" }, { gender: "male", page: 2 }, "en"),
    ).toEqual({ eventCode: "e", raceCode: "r", language: "en", gender: "male", page: 2 });
  });

  it("overrides the raw value of every dropped param, which the router would otherwise pass on", () => {
    const raw = { q: "x".repeat(500), gender: "x", page: -3, utm_source: "mail" };
    const search = { ...raw, ...validateRaceResultsSearch(raw) } as RaceResultsSearch;
    expect(raceResultsInput({ eventCode: "e", raceCode: "r" }, search, "ru")).toEqual({
      eventCode: "e",
      raceCode: "r",
      language: "ru",
    });
  });
});
