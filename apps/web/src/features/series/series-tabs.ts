import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { EventListTab } from "@reg/domain";

/** The list tabs a series shows, upcoming first; "series" would be every event of it again, as "all". */
export const SERIES_EVENT_TABS = ["future", "today", "virtual", "results", "past", "all"] as const;
export type SeriesEventTab = (typeof SERIES_EVENT_TABS)[number];

export function isSeriesEventTab(tab: string): tab is SeriesEventTab {
  return (SERIES_EVENT_TABS as readonly string[]).includes(tab);
}

export const SERIES_TAB_NAMES: Record<SeriesEventTab, MessageDescriptor> = {
  future: msg`Upcoming`,
  today: msg`Today`,
  virtual: msg`Virtual`,
  results: msg`Results`,
  past: msg`Past`,
  all: msg`All`,
};

/** SPEC §2's empty states: what a tab of the series says when it has no event. */
export const SERIES_EMPTY_TEXTS: Record<SeriesEventTab, MessageDescriptor> = {
  future: msg`No upcoming events in the series`,
  today: msg`No events of the series today`,
  virtual: msg`The series has no virtual events`,
  results: msg`No results of the series' events yet`,
  past: msg`No past events in the series yet`,
  all: msg`The series has no events yet`,
};

export const SERIES_PAGE_SIZE = 12;

/** The list's input for a tab of the series: the same list data with the series filter. */
export function seriesListInput(
  seriesCode: string,
  tab: EventListTab,
  language: "ru" | "en",
  page = 0,
) {
  return {
    language,
    seriesCode,
    eventsLoaderType: tab,
    limit: SERIES_PAGE_SIZE,
    offset: page * SERIES_PAGE_SIZE,
  };
}
