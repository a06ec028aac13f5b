/** Relatives and friends (SPEC §3 Find friend, §4 relative flow; decision 0030). */
export * from "./masked-name";
export * from "./relations";
export * from "./wire";
export * from "./calls";
