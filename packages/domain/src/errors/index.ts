/**
 * The typed error contract (SPEC §8): the error codes that cross core → BFF → front, and the error
 * a pure rule throws on input it cannot take, and `defined` for a value the types cannot promise.
 */
export * from "./error-codes";
export * from "./error-body";
export * from "./invalid-input-error";
export * from "./defined";
