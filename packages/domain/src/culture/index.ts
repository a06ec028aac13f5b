/** The interface language (SPEC §1): the locales and the culture cookie that holds the choice. */
export * from "./locales";
export * from "./culture-cookie";
