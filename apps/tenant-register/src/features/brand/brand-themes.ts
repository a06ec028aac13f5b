import type { BrandTenant } from "@reg/domain";

export interface BrandTheme {
  /** Hex colours as the tenant's theme has them (tenantThemeVariables derives readable companions). */
  primaryColor: string;
  accentColor: string;
  logoText: string;
  /** The page title in index.html, before the app starts (Russian: the default language). */
  htmlTitle: string;
}

/**
 * What a build knows of its tenant before any call: the first paint, the full-page loader and the
 * tab are in the tenant's colours and name at once. The tenant call at start-up (SPEC §4) then
 * applies the tenant's own data over it, and brings the support e-mail.
 */
export const BRAND_THEMES: Record<BrandTenant, BrandTheme> = {
  pionercup: {
    primaryColor: "#c62828",
    accentColor: "#ffd600",
    logoText: "PionerCup",
    htmlTitle: "Пионер Кап — регистрация",
  },
  fontanka: {
    primaryColor: "#00695c",
    accentColor: "#ffab00",
    logoText: "Фонтанка",
    htmlTitle: "Фонтанка.Спорт — регистрация",
  },
};

/**
 * Whether TENANT names a tenant this app has a build for. vite.config.ts asks this rather than
 * @reg/domain's isBrandTenant: Node cannot load the domain's TypeScript while loading the config.
 */
export function hasBrandTheme(value: string | undefined): value is BrandTenant {
  return value !== undefined && Object.hasOwn(BRAND_THEMES, value);
}
