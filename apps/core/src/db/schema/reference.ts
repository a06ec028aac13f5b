import { integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";

/** Running clubs a participant picks from (GET /Register/ApiGetRunningClubs); seeded. */
export const runningClubs = pgTable(
  "running_clubs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    city: text("city").notNull(),
  },
  (t) => [unique("running_clubs_name_city_unique").on(t.name, t.city)],
);

/** Professions of the participant form's select (GET /Register/ApiGetOccupations); seeded. */
export const occupations = pgTable("occupations", {
  code: text("code").primaryKey(),
  position: smallint("position").notNull(),
  nameRu: text("name_ru").notNull(),
  nameEn: text("name_en").notNull(),
});
