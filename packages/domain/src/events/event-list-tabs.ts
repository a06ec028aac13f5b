import { z } from "zod";

/** The event-list tabs, in display order; each is also the `eventsLoaderType` of listFilter (SPEC §2, §7). */
export const EVENT_LIST_TABS = [
  "all",
  "future",
  "today",
  "series",
  "virtual",
  "results",
  "past",
] as const;
export type EventListTab = (typeof EVENT_LIST_TABS)[number];
export const eventListTabSchema = z.enum(EVENT_LIST_TABS);
/** `/events` redirects here. */
export const DEFAULT_EVENT_LIST_TAB: EventListTab = "future";
