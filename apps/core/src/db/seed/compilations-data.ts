import { sql } from "drizzle-orm";
import { eventListFiltersSchema, type EventListFilters, type EventListTab } from "@reg/domain";
import { eventCompilations } from "../schema";
import type { CoreTx } from "./transaction";

interface CompilationSeed {
  code: string;
  titleRu: string;
  titleEn: string;
  tab: EventListTab;
  filters: EventListFilters;
}

/** The list's recommended compilations, in the order the page shows them; each matches demo events. */
export const COMPILATION_SEEDS: readonly CompilationSeed[] = [
  {
    code: "first-half-marathon",
    titleRu: "Первый полумарафон",
    titleEn: "First half marathon",
    tab: "future",
    // 21.0975 km is written 21.1 by most organizers.
    filters: { sportType: "run", distanceMinKm: 21, distanceMaxKm: 21.1, withPlacesLeft: true },
  },
  {
    code: "night-races",
    titleRu: "Ночные забеги",
    titleEn: "Night races",
    tab: "future",
    // The russian stemmer finds «ночной», «ночная», «ночное»; the English names say "night".
    filters: { search: "ночной" },
  },
  {
    code: "for-children",
    titleRu: "Для детей",
    titleEn: "For children",
    tab: "future",
    filters: { ageGroup: "children" },
  },
  {
    code: "trails",
    titleRu: "Трейлы",
    titleEn: "Trails",
    tab: "future",
    filters: { sportType: "trail" },
  },
  {
    code: "swims",
    titleRu: "Заплывы",
    titleEn: "Swims",
    tab: "future",
    filters: { sportType: "swimming" },
  },
  {
    code: "marathons",
    titleRu: "Марафоны",
    titleEn: "Marathons",
    tab: "future",
    filters: { distanceMinKm: 42.195, distanceMaxKm: 42.195 },
  },
  {
    code: "free-starts",
    titleRu: "Бесплатные старты",
    titleEn: "Free starts",
    tab: "future",
    filters: { free: true },
  },
  {
    code: "online-races",
    titleRu: "Онлайн-забеги",
    titleEn: "Online races",
    tab: "virtual",
    filters: { online: true },
  },
];

/** Upserts the compilations by code; their filters pass the domain's schema or the seed stops. */
export async function seedCompilations(tx: CoreTx): Promise<void> {
  const rows = COMPILATION_SEEDS.map((seed, position) => ({
    ...seed,
    position,
    filters: eventListFiltersSchema.parse(seed.filters),
  }));
  await tx
    .insert(eventCompilations)
    .values(rows)
    .onConflictDoUpdate({
      target: eventCompilations.code,
      set: {
        position: sql`excluded.position`,
        titleRu: sql`excluded.title_ru`,
        titleEn: sql`excluded.title_en`,
        tab: sql`excluded.tab`,
        filters: sql`excluded.filters`,
      },
    });
}
