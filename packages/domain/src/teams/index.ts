/** Teams and relays (SPEC §3 Team, §4 Team, §7 relay calls, §8 team errors). */
export * from "./rules";
export * from "./join-code";
export * from "./wire";
export * from "./calls";
export * from "./legacy-codes";
