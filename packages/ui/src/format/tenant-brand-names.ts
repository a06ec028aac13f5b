import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { BrandTenant } from "@reg/domain";

/**
 * Each custom tenant's name as people know it, in the interface's language: its app's header and
 * footer, and the portal's login page when it signs a person in for that tenant's site.
 */
export const tenantBrandNames: Record<BrandTenant, MessageDescriptor> = {
  pionercup: msg`Pioneer Cup`,
  fontanka: msg`Fontanka.Sport`,
};
