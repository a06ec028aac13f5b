import { describe, expect, it } from "vitest";
import {
  startListInputOf,
  validateStartListSearch,
  type StartListSearch,
} from "./start-list-search";

describe("the Members tab's address", () => {
  it("keeps a search and a page, drops the rest", () => {
    expect(validateStartListSearch({ q: " Анна ", page: "2" })).toEqual({ q: "Анна", page: 2 });
    expect(validateStartListSearch({ q: "   ", page: "abc" })).toEqual({});
  });

  it("overrides the raw value of a dropped param, which the router would otherwise pass on", () => {
    const raw = { q: "  ", page: "abc", utm_source: "mail" };
    const search = { ...raw, ...validateStartListSearch(raw) } as StartListSearch;
    expect(startListInputOf("moscow-marathon", "en", search)).toEqual({
      code: "moscow-marathon",
      language: "en",
      offset: 0,
    });
  });
});
