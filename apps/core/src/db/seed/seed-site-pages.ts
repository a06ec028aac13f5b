import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_TENANT } from "@reg/domain";
import { careers, sitePages, tenantContacts } from "../schema";
import { overwriteExcept } from "./excluded";
import { CAREER_SEEDS, CONTACT_SEEDS, SITE_PAGE_SEEDS } from "./site-pages-data";
import type { CoreTx } from "./transaction";

const DAY_MS = 86_400_000;

/**
 * The portal's content pages, its openings and the support desks (docs/decisions/0020). Pages and
 * desks are upserted by their keys; an opening is found by its tenant and Russian title, so a
 * re-seed keeps its id (its /Careers/{id} address).
 */
export async function seedSitePages(tx: CoreTx, today: Date): Promise<void> {
  await tx
    .insert(sitePages)
    .values(SITE_PAGE_SEEDS.map((page) => ({ tenantId: DEFAULT_TENANT, ...page })))
    .onConflictDoUpdate({
      target: [sitePages.tenantId, sitePages.slug],
      set: { ...overwriteExcept(sitePages, ["tenantId", "slug"]), updatedAt: sql`now()` },
    });

  await tx
    .insert(tenantContacts)
    .values(CONTACT_SEEDS.map((desk) => ({ ...desk, supportDays: [...desk.supportDays] })))
    .onConflictDoUpdate({
      target: tenantContacts.tenantId,
      set: overwriteExcept(tenantContacts, ["tenantId"]),
    });

  for (const { daysAgo, ...seed } of CAREER_SEEDS) {
    const row = {
      ...seed,
      tenantId: DEFAULT_TENANT,
      publishedAt: new Date(today.getTime() - daysAgo * DAY_MS),
    };
    const [existing] = await tx
      .select({ id: careers.id })
      .from(careers)
      .where(and(eq(careers.tenantId, DEFAULT_TENANT), eq(careers.titleRu, seed.titleRu)));
    if (existing) await tx.update(careers).set(row).where(eq(careers.id, existing.id));
    else await tx.insert(careers).values(row);
  }
}
