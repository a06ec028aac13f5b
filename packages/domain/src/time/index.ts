/**
 * Instants and Moscow time (SPEC §9): how a moment is held, and the Moscow dates and times people
 * read.
 */
export * from "./instant";
export { type CalendarDay, parseCalendarDay, type WallClock } from "./calendar-day";
export * from "./moscow-time";
