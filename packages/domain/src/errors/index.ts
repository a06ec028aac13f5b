/**
 * The typed error contract (SPEC §8): the error codes that cross core → BFF → front, and the error
 * a pure rule throws on input it cannot take.
 */
export * from "./error-codes";
export * from "./invalid-input-error";
