/**
 * Events and races (SPEC §2, §3): sport types, list tabs, age groups, places left, whether
 * registration is open, whether an event is over, the calendar file, the card's all-in price,
 * results categories.
 */
export * from "./sport-types";
export * from "./event-list-tabs";
export * from "./event-over";
export * from "./age-groups";
export * from "./places-left";
export * from "./registration-availability";
export * from "./calendar-event";
export * from "./price-from";
export * from "./results-categories";
export * from "./table-limits";
export * from "./regions";
