import { and, eq, max } from "drizzle-orm";
import { type SitemapEntries } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { events, series } from "../../db/schema";

/**
 * The sitemap's codes: published events and the series, of one tenant (`tenantId`) or of the
 * whole portal (null). A series changes when its events do, so its date is their latest.
 */
export async function sitemapEntries(db: CoreDb, tenantId: string | null): Promise<SitemapEntries> {
  const eventRows = await db
    .select({ code: events.code, updatedAt: events.updatedAt })
    .from(events)
    .where(
      tenantId === null
        ? eq(events.isPublished, true)
        : and(eq(events.isPublished, true), eq(events.tenantId, tenantId)),
    )
    .orderBy(events.code);
  const seriesRows = await db
    .select({ code: series.code, updatedAt: max(events.updatedAt) })
    .from(series)
    .leftJoin(events, and(eq(events.seriesId, series.id), eq(events.isPublished, true)))
    .where(tenantId === null ? undefined : eq(series.tenantId, tenantId))
    .groupBy(series.code)
    .orderBy(series.code);
  return {
    events: eventRows.map((row) => ({ code: row.code, updatedAt: iso(row.updatedAt) })),
    series: seriesRows.map((row) => ({ code: row.code, updatedAt: iso(row.updatedAt) })),
  };
}

/** Drizzle gives a Date for a column and, for an aggregate, the driver's text. */
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
