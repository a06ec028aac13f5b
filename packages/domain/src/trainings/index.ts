/** Trainings from a connected activity tracker (SPEC §2). */
export * from "./wire";
export * from "./rules";
export * from "./calls";
