import { asc } from "drizzle-orm";
import {
  eventListFiltersSchema,
  eventListTabSchema,
  type Compilation,
  type Locale,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { eventCompilations } from "../../db/schema";

/**
 * The recommended compilations in their order, titles in the asked language. A row whose tab or
 * filters the domain no longer accepts (a filter renamed since it was written) is left out rather
 * than failing the list page, and said in the log.
 */
export async function listCompilations(
  db: CoreDb,
  language: Locale,
  onInvalid: (code: string) => void = () => undefined,
): Promise<Compilation[]> {
  const rows = await db
    .select()
    .from(eventCompilations)
    .orderBy(asc(eventCompilations.position), asc(eventCompilations.code));
  const compilations: Compilation[] = [];
  for (const row of rows) {
    const tab = eventListTabSchema.safeParse(row.tab);
    const filters = eventListFiltersSchema.safeParse(row.filters);
    if (!tab.success || !filters.success) {
      onInvalid(row.code);
      continue;
    }
    compilations.push({
      code: row.code,
      title: language === "en" ? row.titleEn : row.titleRu,
      tab: tab.data,
      filters: filters.data,
    });
  }
  return compilations;
}
