export * from "./tenant";
export * from "./user";
export * from "./events";
export * from "./registration-common";
export * from "./registration";
export * from "./registration-cart";
export * from "./payment";
export * from "./session-handoff";
