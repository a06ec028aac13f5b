import { describe, expect, it } from "vitest";
import { participantName } from "./participant-name";

describe("participantName", () => {
  it("puts the surname first in Russian and the first name first in English", () => {
    const anna = { firstName: "Anna", lastName: "Ivanova" };
    expect(participantName({ firstName: "Анна", lastName: "Иванова" }, "ru")).toBe("Иванова Анна");
    expect(participantName(anna, "en")).toBe("Anna Ivanova");
  });

  it("leaves out a missing or blank part, and gives '' with no name at all", () => {
    expect(participantName({ firstName: " Anna ", lastName: "  " }, "en")).toBe("Anna");
    expect(participantName({ lastName: "Иванова" }, "ru")).toBe("Иванова");
    expect(participantName({}, "en")).toBe("");
  });
});
