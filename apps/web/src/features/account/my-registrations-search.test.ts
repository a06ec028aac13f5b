import { describe, expect, it } from "vitest";
import { validateAccountSearch } from "./account-search";
import { myRegistrationsInputOf } from "./my-registrations-search";

describe("the account page's address", () => {
  it("keeps a page from 2 and drops the first or a mangled one", () => {
    expect(validateAccountSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validateAccountSearch({ page: "2" })).toEqual({ page: 2 });
    for (const page of [1, 0, -2, 1.5, "x", Number.MAX_VALUE, undefined])
      expect(validateAccountSearch({ page })).toEqual({ page: undefined });
  });

  it("asks for the page's offset in the reader's language, never past the list's bound", () => {
    expect(myRegistrationsInputOf("en", {})).toEqual({ language: "en", offset: 0 });
    expect(myRegistrationsInputOf("ru", { page: 3 })).toEqual({ language: "ru", offset: 40 });
    expect(myRegistrationsInputOf("ru", { page: 100_000 })).toEqual({
      language: "ru",
      offset: 10_000,
    });
  });
});
