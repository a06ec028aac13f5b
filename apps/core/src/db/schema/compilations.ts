import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { EVENT_LIST_TABS, type EventListFilters } from "@reg/domain";
import { inList } from "./sql-lists";

/**
 * The event list's recommended compilations (issue 8): a title in both languages and a set of the
 * list's filters on one tab. Shared by every tenant: the filters run inside the caller's scope, so a
 * tenant's site shows the same compilations over its own events. `filters` is checked by the
 * domain's eventListFiltersSchema where it is written (the seed) and where it is read.
 */
export const eventCompilations = pgTable(
  "event_compilations",
  {
    code: text("code").primaryKey(),
    position: smallint("position").notNull(),
    titleRu: text("title_ru").notNull(),
    titleEn: text("title_en").notNull(),
    tab: text("tab").notNull(),
    filters: jsonb("filters")
      .$type<EventListFilters>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    check("event_compilations_tab_check", inList("tab", EVENT_LIST_TABS)),
    check("event_compilations_filters_object", sql`jsonb_typeof(${t.filters}) = 'object'`),
  ],
);
