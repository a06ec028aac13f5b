import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import {
  DEFAULT_TENANT,
  type Career,
  type CareerSummary,
  type Contacts,
  type Locale,
  type RatedEvent,
  type SitePage,
  sportTypeSchema,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { careers, events, sitePages, tenantContacts, tenants } from "../../db/schema";

/** The events rating shows this many events at most: a page, not a catalogue. */
export const EVENTS_RATING_LIMIT = 50;

/** SPEC §9's desk when a tenant has stored no hours of its own: Mon–Fri, Moscow time. */
const DEFAULT_DESK = {
  supportPhone: null,
  supportDays: [1, 2, 3, 4, 5],
  supportFrom: "10:00",
  supportTo: "19:00",
  timeZone: "Europe/Moscow",
  addressRu: "",
  addressEn: "",
};

/**
 * A page of the tenant, or the main portal's page of that slug: a custom tenant shares the
 * portal's About and partner pages unless it wrote its own (docs/decisions/0020).
 */
export async function findSitePage(
  db: CoreDb,
  tenantId: string,
  slug: string,
  language: Locale,
): Promise<SitePage | undefined> {
  const rows = await db
    .select()
    .from(sitePages)
    .where(eq(sitePages.slug, slug))
    .orderBy(asc(sitePages.tenantId));
  const row =
    rows.find((r) => r.tenantId === tenantId) ?? rows.find((r) => r.tenantId === DEFAULT_TENANT);
  if (!row) return undefined;
  const en = language === "en";
  return {
    slug: row.slug,
    title: en ? row.titleEn : row.titleRu,
    description: en ? row.descriptionEn : row.descriptionRu,
    blocks: en ? row.bodyEn : row.bodyRu,
  };
}

/** The tenant's support e-mail (its record) with its desk's phone, days, hours and address. */
export async function findContacts(
  db: CoreDb,
  tenantId: string,
  language: Locale,
): Promise<Contacts | undefined> {
  const [row] = await db
    .select({ supportEmail: tenants.supportEmail, desk: tenantContacts })
    .from(tenants)
    .leftJoin(tenantContacts, eq(tenantContacts.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  if (!row) return undefined;
  const desk = row.desk ?? DEFAULT_DESK;
  return {
    supportEmail: row.supportEmail,
    supportPhone: desk.supportPhone,
    supportDays: desk.supportDays,
    supportFrom: desk.supportFrom,
    supportTo: desk.supportTo,
    timeZone: desk.timeZone,
    address: language === "en" ? desk.addressEn : desk.addressRu,
  };
}

type CareerRow = typeof careers.$inferSelect;

function summaryOf(row: CareerRow, language: Locale): CareerSummary {
  const en = language === "en";
  return {
    id: row.id,
    title: en ? row.titleEn : row.titleRu,
    team: en ? row.teamEn : row.teamRu,
    city: en ? row.cityEn : row.cityRu,
    remote: row.remote,
    employment: row.employment as CareerSummary["employment"],
    summary: en ? row.summaryEn : row.summaryRu,
  };
}

/** Open positions of the tenant, newest first (a custom tenant without any shows the portal's). */
export async function listOpenCareers(
  db: CoreDb,
  tenantId: string,
  language: Locale,
): Promise<CareerSummary[]> {
  const rows = await db
    .select()
    .from(careers)
    .where(eq(careers.isOpen, true))
    .orderBy(desc(careers.publishedAt), asc(careers.id));
  const own = rows.filter((r) => r.tenantId === tenantId);
  const shown = own.length > 0 ? own : rows.filter((r) => r.tenantId === DEFAULT_TENANT);
  return shown.map((row) => summaryOf(row, language));
}

/** One open position by its id as the address carries it; anything else is not found. */
export async function findCareer(
  db: CoreDb,
  tenantId: string,
  idText: string,
  language: Locale,
): Promise<Career | undefined> {
  // Only a plain positive integer within int4 is an id; "1e3", "-1", "01x" are not.
  if (!/^[1-9]\d{0,8}$/.test(idText)) return undefined;
  const [row] = await db
    .select()
    .from(careers)
    .where(and(eq(careers.id, Number(idText)), eq(careers.isOpen, true)));
  if (!row || (row.tenantId !== tenantId && row.tenantId !== DEFAULT_TENANT)) return undefined;
  return {
    ...summaryOf(row, language),
    blocks: language === "en" ? row.bodyEn : row.bodyRu,
    applyEmail: row.applyEmail,
  };
}

/**
 * Published rated events of the scope (null: the whole portal), highest rating first; among equal
 * ratings an approved one first, then the sooner event.
 */
export async function listRatedEvents(
  db: CoreDb,
  scope: string | null,
  language: Locale,
): Promise<RatedEvent[]> {
  const en = language === "en";
  const rows = await db
    .select({
      code: events.code,
      name: en ? events.nameEn : events.nameRu,
      sportType: events.sportType,
      city: en ? events.cityEn : events.cityRu,
      startsAt: events.startsAt,
      rating: events.rating,
      ratingApproved: events.ratingApproved,
    })
    .from(events)
    .where(
      and(
        eq(events.isPublished, true),
        isNotNull(events.rating),
        scope === null ? undefined : eq(events.tenantId, scope),
      ),
    )
    .orderBy(desc(events.rating), desc(events.ratingApproved), asc(events.startsAt), asc(events.id))
    .limit(EVENTS_RATING_LIMIT);
  return rows.flatMap((row) => {
    const sportType = sportTypeSchema.safeParse(row.sportType);
    if (row.rating === null || !sportType.success) return [];
    return [
      {
        code: row.code,
        name: row.name,
        sportType: sportType.data,
        city: row.city,
        startsAt: row.startsAt.toISOString(),
        rating: row.rating,
        ratingApproved: row.ratingApproved,
      },
    ];
  });
}
