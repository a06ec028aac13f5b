import type { MessageDescriptor } from "@lingui/core";
import { ERROR_CODES, VALIDATION_MESSAGES } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { activateLocale } from "./activate-locale";
import { errorMessages } from "./error-messages";
import { i18n } from "./index";
import { validationMessages } from "./validation-messages";

/**
 * The descriptors here are compiled by the same swc plugin as the app, so these tests read the
 * catalogs exactly as the browser does: by the ids the plugin generates.
 */
function textIn(locale: "ru" | "en", descriptor: MessageDescriptor): string {
  activateLocale(locale);
  return i18n._(descriptor);
}

describe("the texts of error codes and validation messages", () => {
  it.each(ERROR_CODES)("%s reads in Russian and in English", (code) => {
    const ru = textIn("ru", errorMessages[code]);
    const en = textIn("en", errorMessages[code]);
    expect(ru).toMatch(/[а-яё]/i);
    expect(en).toMatch(/^[\x20-\x7e]+$/);
    expect(en).not.toBe(errorMessages[code].id);
  });

  it.each(VALIDATION_MESSAGES)("%s reads in Russian and in English", (id) => {
    const ru = textIn("ru", validationMessages[id]);
    const en = textIn("en", validationMessages[id]);
    expect(ru).toMatch(/[а-яё]/i);
    expect(en).toMatch(/^[\x20-\x7e]+$/);
  });

  it("gives the heavy-load code its own sentence, not the generic one", () => {
    expect(textIn("ru", errorMessages.BUSY)).not.toBe(textIn("ru", errorMessages.INTERNAL));
  });

  it("formats the password length with the right Russian plural", () => {
    expect(textIn("ru", validationMessages["password.tooShort"])).toBe(
      "Пароль должен содержать не менее 8 символов",
    );
    expect(textIn("en", validationMessages["password.tooShort"])).toBe(
      "The password must be at least 8 characters long",
    );
  });
});
