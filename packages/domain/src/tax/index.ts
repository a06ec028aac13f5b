/**
 * The tax deduction certificate (SPEC §3, issue 10, decision 0033): the request's enums, the
 * identifiers and documents a certificate carries, which payments qualify, the answer to a
 * request, and the certificate's fields as printed.
 */
export * from "./tax-deduction";
export * from "./identifiers";
export * from "./certificate-documents";
export * from "./eligibility";
export * from "./event-qualifies";
export * from "./parties";
export * from "./certificate-plan";
export * from "./certificate-format";
export * from "./certificate-person";
export * from "./certificate";
export * from "./wire";
export * from "./calls";
