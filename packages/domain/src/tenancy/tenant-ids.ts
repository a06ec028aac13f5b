/** The three tenants (SPEC §1). */
export const TENANT_IDS = ["default", "pionercup", "fontanka"] as const;
export type TenantId = (typeof TENANT_IDS)[number];
export const DEFAULT_TENANT: TenantId = "default";
