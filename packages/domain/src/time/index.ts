/**
 * Instants and Moscow time (SPEC §9): how a moment is held, and the Moscow dates and times people
 * read.
 */
export * from "./instant";
export * from "./moscow-time";
