import { describe, expect, it } from "vitest";
import { maskedName } from "./masked-name";

describe("maskedName", () => {
  it("keeps the first name and the surname's first letter", () => {
    expect(maskedName("Иван", "Петров")).toBe("Иван П.");
    expect(maskedName(" Anna ", "smith")).toBe("Anna S.");
  });

  it("never shows more of the surname, even a one-letter one", () => {
    expect(maskedName("Ли", "Ю")).toBe("Ли Ю.");
    expect(maskedName("Иван", "Петров-Водкин")).not.toContain("етров");
  });

  it("leaves out what is missing", () => {
    expect(maskedName("Иван", "")).toBe("Иван");
    expect(maskedName("", "Петров")).toBe("П.");
    expect(maskedName("", "")).toBe("");
  });
});
