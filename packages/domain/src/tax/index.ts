/** The tax deduction certificate request (SPEC §3): years, statuses, rejection codes. */
export * from "./tax-deduction";
