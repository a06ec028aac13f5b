import { describe, expect, it } from "vitest";
import { displayName, initials } from "./person-name";

const nobody = { fullName: null, firstName: null, lastName: null, email: null };

describe("displayName", () => {
  it("prefers the full name, then first and last", () => {
    expect(displayName({ ...nobody, fullName: "Анна Петрова", firstName: "Анна" })).toBe(
      "Анна Петрова",
    );
    expect(displayName({ ...nobody, firstName: " Анна ", lastName: "Петрова" })).toBe(
      "Анна Петрова",
    );
    expect(displayName({ ...nobody, lastName: "Петрова" })).toBe("Петрова");
  });

  it("gives null when there is no name at all", () => {
    expect(displayName({ ...nobody, fullName: "  ", email: "a@b.ru" })).toBeNull();
  });
});

describe("initials", () => {
  it("takes first letters of first and last name", () => {
    expect(initials({ ...nobody, firstName: "анна", lastName: "петрова" })).toBe("АП");
  });

  it("falls back to the full name, then the e-mail", () => {
    expect(initials({ ...nobody, fullName: "John Ronald Tolkien" })).toBe("JR");
    expect(initials({ ...nobody, email: "runner@example.com" })).toBe("R");
    expect(initials(nobody)).toBe("?");
  });
});
