import { buildTenant } from "../../env";
import { BRAND_TEXTS } from "./brand-texts";
import { BRAND_THEMES } from "./brand-themes";

/** This build's tenant: its theme and its own texts. */
export const brand = {
  tenant: buildTenant,
  theme: BRAND_THEMES[buildTenant],
  texts: BRAND_TEXTS[buildTenant],
};
