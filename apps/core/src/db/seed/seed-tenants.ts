import { series, tenantFeatureFlags, tenantHosts, tenants } from "../schema";
import { overwriteExcept } from "./excluded";
import { SERIES_SEEDS } from "./series-data";
import { TENANT_SEEDS } from "./tenants-data";
import type { CoreTx } from "./transaction";

export async function seedTenants(tx: CoreTx): Promise<void> {
  await tx
    .insert(tenants)
    .values(
      TENANT_SEEDS.map((t) => ({
        id: t.id,
        organizedId: t.organizedId,
        name: t.name,
        supportEmail: t.supportEmail,
        primaryColor: t.primaryColor,
        accentColor: t.accentColor,
        logoText: t.logoText,
        loginUrl: "/account/login",
      })),
    )
    .onConflictDoUpdate({ target: tenants.id, set: overwriteExcept(tenants, ["id", "createdAt"]) });

  await tx
    .insert(tenantHosts)
    .values(TENANT_SEEDS.flatMap((t) => t.hosts.map((host) => ({ host, tenantId: t.id }))))
    .onConflictDoUpdate({ target: tenantHosts.host, set: overwriteExcept(tenantHosts, ["host"]) });

  await tx
    .insert(tenantFeatureFlags)
    .values(
      TENANT_SEEDS.flatMap((t) =>
        Object.entries(t.flags).map(([flagId, enabled]) => ({ tenantId: t.id, flagId, enabled })),
      ),
    )
    .onConflictDoUpdate({
      target: [tenantFeatureFlags.tenantId, tenantFeatureFlags.flagId],
      set: overwriteExcept(tenantFeatureFlags, ["tenantId", "flagId"]),
    });
}

/** Returns series ids by code. */
export async function seedSeries(tx: CoreTx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(series)
    .values(
      SERIES_SEEDS.map((s) => ({
        code: s.code,
        tenantId: s.tenant,
        nameRu: s.nameRu,
        nameEn: s.nameEn,
      })),
    )
    .onConflictDoUpdate({ target: series.code, set: overwriteExcept(series, ["id"]) })
    .returning({ id: series.id, code: series.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}
