import { describe, expect, it } from "vitest";
import {
  isValidationMessageId,
  VALIDATION_MESSAGES,
  validationMessageIdSchema,
} from "./validation-messages";

describe("VALIDATION_MESSAGES", () => {
  it("holds every SPEC §5 message id once", () => {
    const spec = [
      "email.required",
      "email.invalid",
      "email.cyrillic",
      "email.wrong",
      "birthDate.required",
      "region.required",
      "city.required",
      "street.required",
      "house.required",
      "apartment.required",
      "postcode.required",
      "price.invalid",
      "price.outOfBounds",
      "receiptConsent.required",
      "field.required",
      "field.lettersOnly",
      "phone.required",
      "phone.invalid",
      "string.expected",
      "code.notSelected",
      "file.notSelected",
      "options.atLeastOne",
      "promo.empty",
      "promo.notFound",
      "promo.notChecked",
      "promo.applyFailed",
      "team.nameRequired",
      "team.exists",
      "team.notFound",
      "joinCode.required",
      "joinCode.notFound",
      "team.addAllMembers",
      "agreement.terms",
      "agreement.rules",
      "agreement.medical",
      "password.tooShort",
      "password.required",
    ];
    expect(VALIDATION_MESSAGES).toEqual(expect.arrayContaining(spec));
    expect(new Set(VALIDATION_MESSAGES).size).toBe(VALIDATION_MESSAGES.length);
  });

  it("names ids as area.key so catalogs can group them", () => {
    for (const id of VALIDATION_MESSAGES) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("recognises ids and nothing else", () => {
    expect(isValidationMessageId("email.cyrillic")).toBe(true);
    expect(isValidationMessageId("Email is required")).toBe(false);
    expect(isValidationMessageId(undefined)).toBe(false);
    expect(validationMessageIdSchema.safeParse("team.exists").success).toBe(true);
    expect(validationMessageIdSchema.safeParse("team.gone").success).toBe(false);
  });
});
