/** 12:00 in Moscow on a Monday: a fixed "now" so every tab and count is predictable. */
export const TEST_NOW = new Date("2026-06-15T09:00:00.000Z");
