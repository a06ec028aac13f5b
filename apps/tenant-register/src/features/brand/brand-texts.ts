import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BrandTenant } from "@reg/domain";
import { tenantBrandNames } from "@reg/ui";

export interface BrandTexts {
  /**
   * The tenant's name in the interface's language: the same in the header and the footer, and on
   * the portal's login page (packages/ui's tenantBrandNames, which both apps read).
   */
  name: MessageDescriptor;
  /** The footer's line under the tenant's name (which the footer already shows). */
  footerNote: MessageDescriptor;
}

export const BRAND_TEXTS: Record<BrandTenant, BrandTexts> = {
  pionercup: {
    name: tenantBrandNames.pionercup,
    footerNote: msg`A running series in the parks of Moscow, all season long.`,
  },
  fontanka: {
    name: tenantBrandNames.fontanka,
    footerNote: msg`Swims, runs and night walks around Saint Petersburg.`,
  },
};
