import {
  documentPlaceholder,
  FREE_FORM_DOCUMENT_PLACEHOLDER,
  IDENTITY_DOCUMENT_TYPES,
  maskPattern,
  MAX_IMAGE_BYTES,
} from "@reg/domain";
import { activateLocale, i18n } from "@reg/i18n";
import { describe, expect, it } from "vitest";
import { birthDateDisplay, birthDateMask, birthDateValue } from "./birth-date-text";
import { countryOptions, COUNTRY_CODES } from "./countries";
import { documentInputMask, documentMaskExample } from "./document-mask";
import { documentTypeNames, freeFormDocumentPlaceholder } from "./document-type-names";
import { formatPhoneInput } from "./phone-number";
import { photoProblem } from "./photo-rules";

describe("the phone input", () => {
  it.each([
    ["", "+79161234567", "+7 916 123 45 67"],
    ["", "89161234567", "8 (916) 123-45-67"],
    ["", "+375291234567", "+375 29 123 45 67"],
    ["+7 916 123 45 6", "+7 916 123 45 67", "+7 916 123 45 67"],
    // Deleting the space after "916" takes the 6 with it, or the formatter would put it back.
    ["+7 916 1", "+7 9161", "+7 911"],
    ["+7 916 1", "+7 916", "+7 916"],
    ["", "+7 (916) abc", "+7 916"],
  ])("%j then %j reads %j", (previous, typed, shown) => {
    expect(formatPhoneInput(previous, typed)).toBe(shown);
  });

  it("takes out the digit before a deleted separator", () => {
    expect(formatPhoneInput("8 (916) 123-45-67", "8 (916 123-45-67")).toBe("8 (911) 234-56-7");
  });
});

describe("the birth date input", () => {
  it("shows the rule's YYYY-MM-DD as DD.MM.YYYY and keeps a typed date as the rule wants it", () => {
    expect(birthDateDisplay("1990-05-17")).toBe("17.05.1990");
    expect(birthDateValue("17.05.1990")).toBe("1990-05-17");
    expect(birthDateValue(birthDateDisplay("2000-02-29"))).toBe("2000-02-29");
  });

  it("types an English date the way the locale writes it, MM/DD/YYYY (issue 12 item 16)", () => {
    expect(birthDateMask("en")).toBe("99/99/9999");
    expect(birthDateDisplay("1990-05-17", "en")).toBe("05/17/1990");
    expect(birthDateValue("05/17/1990", "en")).toBe("1990-05-17");
    expect(birthDateValue("17.05.1990", "en")).toBe("17.05.1990");
    expect(birthDateMask("ru")).toBe("99.99.9999");
  });

  it("keeps a half-typed date as typed, so the rule calls it invalid rather than missing", () => {
    expect(birthDateValue("17.05.19")).toBe("17.05.19");
    expect(birthDateDisplay("17.05.19")).toBe("17.05.19");
    expect(birthDateValue("  ")).toBe("");
  });
});

describe("the document number input", () => {
  it("turns each domain mask into slots the input accepts and literals it inserts", () => {
    const passport = documentInputMask("## ## ######");
    expect(passport).toHaveLength(12);
    expect(passport[2]).toBe(" ");
    expect(documentInputMask("## N #######")[3]).toBe("N");
    const military = documentInputMask("@@ #######");
    expect(military[0]).toBeInstanceOf(RegExp);
    expect((military[0] as RegExp).test("Б")).toBe(true);
    expect((military[3] as RegExp).test("Б")).toBe(false);
  });

  it("fills each mask into an example the domain's pattern accepts", () => {
    for (const type of IDENTITY_DOCUMENT_TYPES) {
      if (!type.mask) continue;
      expect(maskPattern(type.mask).test(documentMaskExample(type.mask))).toBe(true);
    }
  });

  it("names all 15 types, and says 'Серия и номер' for a free-form number in Russian", () => {
    activateLocale("ru");
    expect(Object.keys(documentTypeNames).sort()).toEqual(
      IDENTITY_DOCUMENT_TYPES.map((t) => t.code).sort(),
    );
    expect(i18n._(freeFormDocumentPlaceholder)).toBe(FREE_FORM_DOCUMENT_PLACEHOLDER);
    expect(i18n._(freeFormDocumentPlaceholder)).toBe(documentPlaceholder("10"));
    expect(i18n._(documentTypeNames["21"])).toBe("Паспорт гражданина РФ");
    activateLocale("en");
    expect(i18n._(freeFormDocumentPlaceholder)).toBe("Series and number");
  });
});

describe("the photo check", () => {
  it("takes a JPEG, PNG or WebP up to the upload limit", () => {
    expect(photoProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(photoProblem({ type: "image/webp", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(photoProblem({ type: "image/gif", size: 1000 })).toBe("type");
    expect(photoProblem({ type: "application/pdf", size: 1000 })).toBe("type");
    expect(photoProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("size");
    expect(photoProblem(null)).toBe("notSelected");
  });
});

describe("the country list", () => {
  it("offers every ISO code once, the usual three first, named in the reader's language", () => {
    const ru = countryOptions("ru");
    expect(ru).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(ru.map((c) => c.value)).size).toBe(COUNTRY_CODES.length);
    expect(ru.slice(0, 3).map((c) => c.label)).toEqual(["Россия", "Беларусь", "Казахстан"]);
    expect(countryOptions("en")[0]).toEqual({ value: "RU", label: "Russia" });
  });
});
