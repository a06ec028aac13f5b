import type { FastifyInstance } from "fastify";
import { asc } from "drizzle-orm";
import { LEGACY_CONTRACT, type Occupation, type RunningClub } from "@reg/domain";
import { ReadThroughCache } from "../../cache/read-through-cache";
import type { CoreContext } from "../../context";
import { occupations, runningClubs } from "../../db/schema";
import { legacyRoute } from "../../http/legacy-route";

/** Reference lists of the participant form; the same for everyone, so cached like the event list and read on `publicDb`. */
export function registerReferenceRoutes(
  app: FastifyInstance,
  context: CoreContext,
  readCacheTtlMs: number,
): void {
  const clubs = new ReadThroughCache<RunningClub[]>(readCacheTtlMs);
  const professions = new ReadThroughCache<Occupation[]>(readCacheTtlMs);

  legacyRoute(app, LEGACY_CONTRACT.listRunningClubs, async () =>
    clubs.get("all", () =>
      context.publicDb
        .select({ id: runningClubs.id, name: runningClubs.name, city: runningClubs.city })
        .from(runningClubs)
        .orderBy(asc(runningClubs.name), asc(runningClubs.id)),
    ),
  );

  legacyRoute(app, LEGACY_CONTRACT.listOccupations, async (_request, _reply, parsed) => {
    const { language } = parsed().query;
    return professions.get(language, async () => {
      const rows = await context.publicDb
        .select()
        .from(occupations)
        .orderBy(asc(occupations.position));
      return rows.map((row) => ({
        code: row.code,
        name: language === "en" ? row.nameEn : row.nameRu,
      }));
    });
  });
}
