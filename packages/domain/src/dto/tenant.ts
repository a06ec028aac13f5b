import { z } from "zod";

/** GET /api/events/tenants/getCurrent: the tenant that owns the request's host. */
export const tenantSchema = z.object({
  /** Tenant id as SPEC §4 reads it; the front lower-cases it and remaps 'rr'. */
  organizedId: z.string().min(1).max(64).nullable(),
  name: z.string(),
  supportEmail: z.string(),
  theme: z.object({
    primaryColor: z.string(),
    accentColor: z.string(),
    logoText: z.string(),
  }),
  featureFlags: z.array(z.object({ id: z.string(), enabled: z.boolean() })),
  links: z.object({ loginUrl: z.string() }),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const FEATURE_FLAGS = ["ShowLkCorp"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function isFeatureEnabled(tenant: Pick<Tenant, "featureFlags">, flag: FeatureFlag): boolean {
  return tenant.featureFlags.some((f) => f.id === flag && f.enabled);
}
