import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { SPORT_TYPES } from "@reg/domain";
import { series } from "./catalog";
import { inList } from "./sql-lists";

/**
 * What the series page shows beyond the series' names (issue 8 item 3): its description in both
 * languages, its picture and its sport. One row per series at most; a series without one still
 * has a page (names and stages only).
 */
export const seriesProfiles = pgTable(
  "series_profiles",
  {
    seriesId: integer("series_id")
      .primaryKey()
      .references(() => series.id, { onDelete: "cascade" }),
    sportType: text("sport_type"),
    descriptionRu: text("description_ru").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    imageUrl: text("image_url"),
  },
  () => [
    check(
      "series_profiles_sport_type_check",
      sql`sport_type is null or ${inList("sport_type", SPORT_TYPES)}`,
    ),
  ],
);
