import { sql } from "drizzle-orm";
import { occupations, runningClubs } from "../schema";
import { CLUB_SEEDS, OCCUPATION_SEEDS } from "./reference-data";
import type { CoreTx } from "./transaction";

/** Upserts the clubs (by name and city) and the professions (by code). */
export async function seedReferenceData(tx: CoreTx): Promise<void> {
  await tx
    .insert(runningClubs)
    .values(CLUB_SEEDS)
    .onConflictDoNothing({ target: [runningClubs.name, runningClubs.city] });
  await tx
    .insert(occupations)
    .values(OCCUPATION_SEEDS.map((o, position) => ({ ...o, position })))
    .onConflictDoUpdate({
      target: occupations.code,
      set: {
        position: sql`excluded.position`,
        nameRu: sql`excluded.name_ru`,
        nameEn: sql`excluded.name_en`,
      },
    });
}
