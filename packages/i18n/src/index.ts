export { i18n } from "@lingui/core";
export { activateLocale } from "./activate-locale";
export { loadLocale } from "./load-locale";
export { errorMessages } from "./error-messages";
export { fieldErrorMessage } from "./field-error-message";
export { validationMessages } from "./validation-messages";
