import { tenantThemeVariables } from "@reg/ui";
import type { BrandTheme } from "./brand-themes";

/**
 * The build's colours on the document before the first render, so the full-page loader is
 * already the tenant's. Start-up then sets `data-tenant` and the tenant call's own colours.
 */
export function applyBrandTheme(root: HTMLElement, theme: BrandTheme): void {
  for (const [name, value] of Object.entries(tenantThemeVariables(theme)))
    root.style.setProperty(name, value);
}
