/**
 * The message ids the i18n catalogs translate besides error codes: validation messages (SPEC §5)
 * and notices (SPEC §8).
 */
export * from "./validation-messages";
export * from "./notice-messages";
