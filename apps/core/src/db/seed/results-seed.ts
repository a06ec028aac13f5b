import { count, eq, inArray } from "drizzle-orm";
import { events, raceResults, races, series } from "../schema";
import { RACE_RESULT_SEEDS } from "./results-data";
import { generateResults, peoplePool, startersByRace } from "./results-generate";
import type { CoreTx } from "./transaction";

/** Rows per insert: 16 columns each keeps a statement well under the drivers' parameter limits. */
const CHUNK = 400;
/** Share of men at the start: runs and triathlons. */
const MALE_SHARE = { run: 0.6, triathlon: 0.75 } as const;

/**
 * Seeds the results of RACE_RESULT_SEEDS' races. A race that already has results keeps them (the
 * timing's protocol is final), so re-seeding costs one read.
 */
export async function seedResults(tx: CoreTx, today: Date): Promise<number> {
  const eventCodes = [...new Set(RACE_RESULT_SEEDS.map((r) => r.event))];
  const raceRows = await tx
    .select({
      raceId: races.id,
      raceCode: races.code,
      meters: races.distanceMeters,
      eventCode: events.code,
      sport: events.sportType,
      startsAt: events.startsAt,
      cityRu: events.cityRu,
      cityEn: events.cityEn,
      seriesCode: series.code,
    })
    .from(races)
    .innerJoin(events, eq(events.id, races.eventId))
    .leftJoin(series, eq(series.id, events.seriesId))
    .where(inArray(events.code, eventCodes));
  const stored = await tx
    .select({ raceId: raceResults.raceId, lines: count() })
    .from(raceResults)
    .where(
      inArray(
        raceResults.raceId,
        raceRows.map((r) => r.raceId),
      ),
    )
    .groupBy(raceResults.raceId);
  const done = new Set(stored.filter((s) => s.lines > 0).map((s) => s.raceId));

  const raceOf = (event: string, race: string) => {
    const row = raceRows.find((r) => r.eventCode === event && r.raceCode === race);
    if (!row) throw new Error(`Seed results name an unknown race ${event}/${race}`);
    return row;
  };
  // One pool per series (its stages share runners), else per event; big enough for the largest stage.
  const poolKey = (event: string): string =>
    raceRows.find((r) => r.eventCode === event)?.seriesCode ?? event;
  const eventStarters = new Map<string, number>();
  for (const seed of RACE_RESULT_SEEDS)
    eventStarters.set(seed.event, (eventStarters.get(seed.event) ?? 0) + seed.starters);
  const poolSizes = new Map<string, number>();
  for (const [event, starters] of eventStarters)
    poolSizes.set(poolKey(event), Math.max(poolSizes.get(poolKey(event)) ?? 0, starters));

  const values: (typeof raceResults.$inferInsert)[] = [];
  for (const event of eventCodes) {
    const seeds = RACE_RESULT_SEEDS.filter((s) => s.event === event);
    const first = raceOf(event, seeds[0]?.race ?? "");
    const key = poolKey(event);
    const pool = peoplePool(
      key,
      Math.ceil((poolSizes.get(key) ?? 0) * 1.15),
      first.sport === "triathlon" ? MALE_SHARE.triathlon : MALE_SHARE.run,
      [first.cityRu, first.cityEn],
    );
    const starters = startersByRace(
      event,
      pool,
      seeds.map((s) => s.starters),
    );
    seeds.forEach((seed, index) => {
      const race = raceOf(seed.event, seed.race);
      if (done.has(race.raceId)) return;
      const lines = generateResults({
        key: `${seed.event}/${seed.race}`,
        starters: starters[index] ?? [],
        meters: race.meters,
        splits: seed.splits,
        raceYear: race.startsAt.getUTCFullYear(),
        seedYear: today.getUTCFullYear(),
        firstBib: (index + 1) * 1000 + 1,
      });
      for (const line of lines)
        values.push({
          raceId: race.raceId,
          bib: line.bib,
          place: line.place,
          nameRu: line.person.name[0],
          nameEn: line.person.name[1],
          gender: line.person.gender,
          birthYear: line.birthYear,
          category: line.category,
          clubRu: line.person.club?.[0] ?? null,
          clubEn: line.person.club?.[1] ?? null,
          cityRu: line.person.city[0],
          cityEn: line.person.city[1],
          finishMs: line.finishMs,
          status: line.status,
          splits: line.splits,
        });
    });
  }
  for (let i = 0; i < values.length; i += CHUNK)
    await tx
      .insert(raceResults)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoNothing();
  return values.length;
}
