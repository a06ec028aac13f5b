import * as z from "zod/mini";
import { moscowDate, moscowDayRange } from "../time/moscow-time";
import { eventIsOver, eventResultsPublished } from "./event-over";

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

/** What the tab rules read of an event. */
export interface EventTabFacts {
  startsAt: Date;
  endsAt: Date;
  isOnline: boolean;
  inSeries: boolean;
  resultsState: "none" | "pending" | "published";
}

/**
 * Which events each tab lists (SPEC §2), at `now`. Core's SQL (modules/events/queries.ts) says the
 * same thing; its tests compare the two on their own data, so a change here fails there.
 */
export function eventInTab(event: EventTabFacts, tab: EventListTab, now: Date): boolean {
  const t = now.getTime();
  switch (tab) {
    // Every published event, whatever its dates.
    case "all":
      return true;
    // Not started yet: tonight's start is still future at noon, so a person can still register.
    case "future":
      return event.startsAt.getTime() > t;
    // Runs at some moment of today's Moscow date (a multi-day event on each of its days).
    case "today": {
      const today = moscowDate(now);
      return eventRunsOnMoscowDays(event, today, today);
    }
    // Part of a series, past or coming: the series pages link from these.
    case "series":
      return event.inSeries;
    // Held online (virtual races), past or coming.
    case "virtual":
      return event.isOnline;
    // Over, with results published; "pending" ones wait in Past until then.
    case "results":
      return eventResultsPublished(event, now);
    // Over: ended before now.
    case "past":
      return eventIsOver(event, now);
  }
}

/**
 * Moscow days `from`..`to` (YYYY-MM-DD, both included) as instants: from the first day's midnight
 * to the midnight after the last.
 */
export function moscowDaysRange(from: string, to: string): { start: Date; end: Date } {
  return { start: moscowDayRange(from).start, end: moscowDayRange(to).end };
}

/** Whether the event runs at some moment of the Moscow days `from`..`to` (the date filter, Today). */
export function eventRunsOnMoscowDays(
  event: Pick<EventTabFacts, "startsAt" | "endsAt">,
  from: string,
  to: string,
): boolean {
  const days = moscowDaysRange(from, to);
  return event.startsAt < days.end && event.endsAt > days.start;
}

/** Ended events read newest first; every other tab soonest first. */
export function tabReadsNewestFirst(tab: EventListTab): boolean {
  return tab === "past" || tab === "results";
}
