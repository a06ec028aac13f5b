import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";
import { RESULT_GENDERS, RESULT_STATUSES } from "@reg/domain";
import { races } from "./catalog";
import { inList } from "./sql-lists";

/**
 * A race's results as the timing company hands them over (issue 8 item 4): one line per starter,
 * names, clubs and cities in both languages. The overall place is the timing's; places within a
 * gender or a category are counted when read. `category` is the domain's rule applied at import
 * (resultCategory), kept so a filter is an equality on an index.
 */
export const raceResults = pgTable(
  "race_results",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer("race_id")
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    bib: text("bib").notNull(),
    /** Overall place among finishers; null for DNF and DSQ. */
    place: integer("place"),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    gender: text("gender").notNull(),
    birthYear: smallint("birth_year").notNull(),
    category: text("category").notNull(),
    clubRu: text("club_ru"),
    clubEn: text("club_en"),
    cityRu: text("city_ru"),
    cityEn: text("city_en"),
    /** Net time from the start mat to the finish, in ms; null for DNF and DSQ. */
    finishMs: integer("finish_ms"),
    status: text("status").notNull().default("finished"),
    /** The split marks, in course order: [{ kind, meters, ms }] (ResultSplit in the domain). */
    splits: jsonb("splits")
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    unique("race_results_race_bib_unique").on(t.raceId, t.bib),
    index("race_results_race_place_idx").on(t.raceId, t.place),
    index("race_results_race_gender_category_idx").on(t.raceId, t.gender, t.category),
    check("race_results_gender_check", inList("gender", RESULT_GENDERS)),
    check("race_results_status_check", inList("status", RESULT_STATUSES)),
    // A finisher has a place and a time; DNF and DSQ have neither.
    check(
      "race_results_finish_check",
      sql`(${t.status} = 'finished') = (${t.place} is not null and ${t.finishMs} is not null)`,
    ),
  ],
);
