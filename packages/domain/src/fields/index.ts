export * from "./field-rule";
export * from "./field-rules";
export * from "./patterns";
export * from "./calendar-date";
export * from "./validate-field";
export * from "./to-zod";
export * from "./corpus";
export * from "./zod-field-errors";
