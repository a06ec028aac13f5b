import { asc } from "drizzle-orm";
import type { CoreDb } from "../../src/index";
import {
  events,
  meta,
  options,
  priceTiers,
  promoCodes,
  races,
  series,
  tenantFeatureFlags,
  tenantHosts,
  tenants,
  users,
} from "../../src/db/schema";

/** Every seeded row (by natural order), minus columns the database stamps itself (created/updated at). */
export async function seededRows(db: CoreDb): Promise<Record<string, unknown[]>> {
  const strip = <T extends Record<string, unknown>>(rows: T[], ...keys: string[]) =>
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))),
    );
  return {
    tenants: strip(await db.select().from(tenants).orderBy(asc(tenants.id)), "createdAt"),
    tenantHosts: await db.select().from(tenantHosts).orderBy(asc(tenantHosts.host)),
    tenantFeatureFlags: await db
      .select()
      .from(tenantFeatureFlags)
      .orderBy(asc(tenantFeatureFlags.tenantId)),
    series: await db.select().from(series).orderBy(asc(series.id)),
    events: strip(await db.select().from(events).orderBy(asc(events.id)), "updatedAt"),
    races: await db.select().from(races).orderBy(asc(races.id)),
    priceTiers: await db.select().from(priceTiers).orderBy(asc(priceTiers.id)),
    options: await db.select().from(options).orderBy(asc(options.id)),
    promoCodes: await db.select().from(promoCodes).orderBy(asc(promoCodes.id)),
    users: strip(await db.select().from(users).orderBy(asc(users.email)), "createdAt"),
    meta: strip(await db.select().from(meta).orderBy(asc(meta.key)), "updatedAt"),
  };
}

export function counts(rows: Record<string, unknown[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}
