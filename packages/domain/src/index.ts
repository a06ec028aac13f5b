/**
 * The package's one entry: other packages import "@reg/domain" only. Each topic has a folder, its
 * own index.ts, and its tests beside its files.
 */
export * from "./culture";
export * from "./errors";
export * from "./messages";
export * from "./tenancy";
export * from "./time";
export * from "./events";
export * from "./registration";
export * from "./payment";
export * from "./tax";
export * from "./site";
export * from "./fields";
export * from "./dto";
export * from "./contract";
export * from "./account";
export * from "./teams";
export * from "./family";
export * from "./gifts";
export * from "./trainings";
export * from "./clubs";
