import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BrandTenant } from "./brand-themes";

export interface BrandTexts {
  /** The tenant's name in the interface's language: the same in the header and the footer. */
  name: MessageDescriptor;
  /** The footer's line under the tenant's name (which the footer already shows). */
  footerNote: MessageDescriptor;
}

export const BRAND_TEXTS: Record<BrandTenant, BrandTexts> = {
  pionercup: {
    name: msg`Pioneer Cup`,
    footerNote: msg`A running series in the parks of Moscow, all season long.`,
  },
  fontanka: {
    name: msg`Fontanka.Sport`,
    footerNote: msg`Swims, runs and night walks around Saint Petersburg.`,
  },
};
