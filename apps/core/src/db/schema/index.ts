export * from "./tenants";
export * from "./accounts";
export * from "./catalog";
export * from "./commerce";
export * from "./meta";
export * from "./registrations";
export * from "./reference";
export * from "./payments";
