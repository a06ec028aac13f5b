import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import {
  eventDetails,
  eventDocuments,
  events,
  options,
  organizers,
  priceTiers,
  races,
  series,
} from "../../../db/schema";

export type EventRow = typeof events.$inferSelect;
export type RaceRow = typeof races.$inferSelect;
export type TierRow = typeof priceTiers.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type DetailsRow = typeof eventDetails.$inferSelect;
export interface DocumentMeta {
  fileName: string;
  titleRu: string;
  titleEn: string;
  mimeType: string;
  sizeBytes: number;
}

export interface EventPageRows {
  event: EventRow;
  series: { code: string; nameRu: string; nameEn: string } | null;
  races: RaceRow[];
  tiers: TierRow[];
  options: OptionRow[];
  details: DetailsRow | null;
  documents: DocumentMeta[];
  /** The event's organizer's Ministry of Sport list years; null when it names no organizer. */
  organizerListedYears: number[] | null;
}

/** A published event by code, within the scope (null: any tenant's, the main portal). */
export async function findPublishedEvent(
  db: CoreDb,
  code: string,
  scope: string | null,
): Promise<EventRow | undefined> {
  const conditions = [eq(events.code, code), eq(events.isPublished, true)];
  if (scope !== null) conditions.push(eq(events.tenantId, scope));
  const found = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .limit(1);
  return found[0];
}

/** Everything the page shows, read in a handful of indexed statements run side by side. */
export async function selectEventPageRows(db: CoreDb, event: EventRow): Promise<EventPageRows> {
  const [raceRows, optionRows, detailRows, documentRows, seriesRows, organizerRows] =
    await Promise.all([
      db.select().from(races).where(eq(races.eventId, event.id)).orderBy(asc(races.position)),
      db.select().from(options).where(eq(options.eventId, event.id)).orderBy(asc(options.id)),
      db.select().from(eventDetails).where(eq(eventDetails.eventId, event.id)).limit(1),
      db
        .select({
          fileName: eventDocuments.fileName,
          titleRu: eventDocuments.titleRu,
          titleEn: eventDocuments.titleEn,
          mimeType: eventDocuments.mimeType,
          sizeBytes: sql<number>`octet_length(${eventDocuments.content})`.mapWith(Number),
        })
        .from(eventDocuments)
        .where(eq(eventDocuments.eventId, event.id))
        .orderBy(asc(eventDocuments.position)),
      event.seriesId === null
        ? Promise.resolve([])
        : db
            .select({ code: series.code, nameRu: series.nameRu, nameEn: series.nameEn })
            .from(series)
            .where(eq(series.id, event.seriesId))
            .limit(1),
      event.organizerId === null
        ? Promise.resolve([])
        : db
            .select({ listedYears: organizers.listedYears })
            .from(organizers)
            .where(eq(organizers.id, event.organizerId))
            .limit(1),
    ]);
  const raceIds = raceRows.map((r) => r.id);
  const tiers =
    raceIds.length === 0
      ? []
      : await db
          .select()
          .from(priceTiers)
          .where(inArray(priceTiers.raceId, raceIds))
          .orderBy(asc(priceTiers.startsAt));
  return {
    event,
    series: seriesRows[0] ?? null,
    races: raceRows,
    tiers,
    options: optionRows,
    details: detailRows[0] ?? null,
    documents: documentRows,
    organizerListedYears: organizerRows[0]?.listedYears ?? null,
  };
}

/** One document's bytes, when the event is published in the scope. */
export async function selectEventDocument(
  db: CoreDb,
  code: string,
  fileName: string,
  scope: string | null,
): Promise<{ mimeType: string; content: Buffer } | undefined> {
  const event = await findPublishedEvent(db, code, scope);
  if (!event) return undefined;
  const found = await db
    .select({ mimeType: eventDocuments.mimeType, content: eventDocuments.content })
    .from(eventDocuments)
    .where(and(eq(eventDocuments.eventId, event.id), eq(eventDocuments.fileName, fileName)))
    .limit(1);
  return found[0];
}
