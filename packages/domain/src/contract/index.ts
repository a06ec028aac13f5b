export * from "./legacy-call";
export * from "./legacy-contract";
