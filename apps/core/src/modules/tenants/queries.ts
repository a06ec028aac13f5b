import { asc } from "drizzle-orm";
import type { Tenant } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { tenantFeatureFlags, tenantHosts, tenants } from "../../db/schema";

export interface TenantRecord {
  id: string;
  hosts: string[];
  dto: Tenant;
}

/** All tenants with their hosts and flags: three small tables, read whole when the cache refreshes. */
export async function loadTenantRecords(db: CoreDb): Promise<TenantRecord[]> {
  const [tenantRows, hostRows, flagRows] = await Promise.all([
    db.select().from(tenants).orderBy(asc(tenants.id)),
    db.select().from(tenantHosts).orderBy(asc(tenantHosts.host)),
    db.select().from(tenantFeatureFlags).orderBy(asc(tenantFeatureFlags.flagId)),
  ]);
  return tenantRows.map((t) => ({
    id: t.id,
    hosts: hostRows.filter((h) => h.tenantId === t.id).map((h) => h.host),
    dto: {
      organizedId: t.organizedId,
      name: t.name,
      supportEmail: t.supportEmail,
      theme: { primaryColor: t.primaryColor, accentColor: t.accentColor, logoText: t.logoText },
      featureFlags: flagRows
        .filter((f) => f.tenantId === t.id)
        .map((f) => ({ id: f.flagId, enabled: f.enabled })),
      links: { loginUrl: t.loginUrl },
    },
  }));
}
