/** The three tenants (SPEC §1). */
export const TENANT_IDS = ["default", "pionercup", "fontanka"] as const;
export type TenantId = (typeof TENANT_IDS)[number];
export const DEFAULT_TENANT: TenantId = "default";

/**
 * The custom tenants, each with a registration app and a brand of its own (its name, in the
 * interface's language, is `tenantBrandNames` of packages/ui): every tenant but the portal's.
 */
export const BRAND_TENANTS = ["pionercup", "fontanka"] as const satisfies readonly TenantId[];
export type BrandTenant = (typeof BRAND_TENANTS)[number];

export function isBrandTenant(value: string | null | undefined): value is BrandTenant {
  return (BRAND_TENANTS as readonly (string | null | undefined)[]).includes(value);
}
