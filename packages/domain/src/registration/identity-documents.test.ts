import { describe, expect, it } from "vitest";
import { toZod } from "../fields/to-zod";
import {
  documentNumberRule,
  documentPlaceholder,
  formatDocumentNumber,
  IDENTITY_DOCUMENT_CODES,
  IDENTITY_DOCUMENT_TYPES,
  identityDocumentCodeSchema,
  maskPattern,
  normalizeDocumentNumber,
  validateDocumentNumber,
} from "./identity-documents";
import { InvalidInputError } from "../errors/invalid-input-error";

describe("IDENTITY_DOCUMENT_TYPES", () => {
  it("lists the fifteen SPEC §3 codes once each", () => {
    expect(IDENTITY_DOCUMENT_CODES).toEqual([
      "21",
      "03",
      "07",
      "08",
      "10",
      "11",
      "12",
      "13",
      "14",
      "15",
      "19",
      "23",
      "24",
      "27",
      "91",
    ]);
    expect(new Set(IDENTITY_DOCUMENT_TYPES.map((t) => t.meaningKey)).size).toBe(15);
  });

  it("keeps the SPEC masks and limits", () => {
    const byCode = Object.fromEntries(IDENTITY_DOCUMENT_TYPES.map((t) => [t.code, t]));
    expect(byCode["21"]).toMatchObject({ mask: "## ## ######", maxLength: 10 });
    expect(byCode["07"]).toMatchObject({ mask: "@@ #######", maxLength: 9 });
    expect(byCode["19"]).toMatchObject({ mask: "## N #######", maxLength: 9 });
    expect(byCode["24"]).toMatchObject({ mask: null, maxLength: 9 });
    expect(byCode["27"]).toMatchObject({ mask: null, maxLength: 9 });
    expect(byCode["10"]).toMatchObject({ mask: null, maxLength: 25 });
  });

  it("gives each mask as many slots as its max length", () => {
    for (const type of IDENTITY_DOCUMENT_TYPES) {
      if (type.mask) expect(type.mask.replace(/[^#@]/g, "")).toHaveLength(type.maxLength);
    }
  });

  it("validates a code on the wire", () => {
    expect(identityDocumentCodeSchema.parse("21")).toBe("21");
    expect(identityDocumentCodeSchema.safeParse("99").error?.issues[0]?.message).toBe(
      "documentType.notSelected",
    );
  });
});

describe("validateDocumentNumber", () => {
  it.each([
    ["21", "45 06 123456", null],
    ["21", "4506123456", null],
    ["21", " 45 06 123456 ", null],
    ["21", "45 06 12345", "document.invalid"],
    ["21", "45061234567", "document.invalid"],
    ["21", "45 06 12345a", "document.invalid"],
    ["21", "4506 123456", "document.invalid"],
    ["21", "", "field.required"],
    ["21", undefined, "field.required"],
    ["07", "АБ 1234567", null],
    ["07", "AB1234567", null],
    ["07", "12 1234567", "document.invalid"],
    ["07", "АБ 123456", "document.invalid"],
    ["19", "12 N 1234567", null],
    ["19", "121234567", null],
    ["19", "12 M 1234567", "document.invalid"],
    ["19", "12 N 123456", "document.invalid"],
    ["24", "AB123", null],
    ["24", "1234567890", "field.tooLong"],
    ["10", "75 1234567 / AB", null],
    ["10", "x", null],
    ["10", "a".repeat(25), null],
    ["10", "a".repeat(26), "field.tooLong"],
    ["10", "12\t34", "document.invalid"],
    ["91", "   ", "field.required"],
    ["91", 123, "string.expected"],
  ] as const)("%s: %j → %s", (code, value, expected) => {
    expect(validateDocumentNumber(code, value)).toBe(expected);
  });

  it("agrees with the zod schema of the same rule", () => {
    expect(toZod(documentNumberRule("21")).safeParse("45 06 12345").error?.issues[0]?.message).toBe(
      "document.invalid",
    );
    expect(toZod(documentNumberRule("21")).parse(" 4506123456 ")).toBe("4506123456");
  });
});

describe("masks", () => {
  it("escape the mask's literals", () => {
    expect(maskPattern("#.#").test("1.2")).toBe(true);
    expect(maskPattern("#.#").test("1x2")).toBe(false);
  });

  it("fill placeholders: the mask, or 'Серия и номер' when free-form", () => {
    expect(documentPlaceholder("21")).toBe("## ## ######");
    expect(documentPlaceholder("10")).toBe("Серия и номер");
  });

  it("normalise to the slots and format back", () => {
    expect(normalizeDocumentNumber("21", "45 06 123456")).toBe("4506123456");
    expect(normalizeDocumentNumber("07", "аб 1234567")).toBe("АБ1234567");
    expect(normalizeDocumentNumber("19", "12 N 1234567")).toBe("121234567");
    expect(normalizeDocumentNumber("10", "  AB 123 ")).toBe("AB 123");
    expect(formatDocumentNumber("21", "4506123456")).toBe("45 06 123456");
    expect(formatDocumentNumber("19", "121234567")).toBe("12 N 1234567");
    expect(formatDocumentNumber("07", "АБ 1234567")).toBe("АБ 1234567");
    expect(() => normalizeDocumentNumber("21", "123")).toThrow(InvalidInputError);
  });
});
