/** Clubs (SPEC §2's page types): the code rule, the wire, the calls. */
export * from "./club-code";
export * from "./wire";
export * from "./calls";
