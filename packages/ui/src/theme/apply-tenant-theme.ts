import type { Tenant } from "@reg/domain";
import { inkOnWhite, parseHexColor, readableTextOn, toHex } from "./contrast";

/** The CSS variables a tenant's colours set, each guaranteed readable where tokens.css uses it. */
export function tenantThemeVariables(theme: Tenant["theme"]): Record<string, string> {
  const variables: Record<string, string> = {};
  const brand = parseHexColor(theme.primaryColor);
  if (brand) {
    variables["--brand"] = toHex(brand);
    variables["--on-brand"] = toHex(readableTextOn(brand));
    variables["--brand-ink"] = toHex(inkOnWhite(brand));
  }
  const accent = parseHexColor(theme.accentColor);
  if (accent) {
    variables["--accent"] = toHex(accent);
    variables["--accent-ink"] = toHex(inkOnWhite(accent));
  }
  return variables;
}

/** SPEC §4: the tenant id becomes `data-tenant` on the document root; its colours become variables. */
export function applyTenantToDocument(
  root: HTMLElement,
  tenantId: string,
  info: Tenant | null,
): void {
  root.dataset.tenant = tenantId;
  if (!info) return;
  for (const [name, value] of Object.entries(tenantThemeVariables(info.theme)))
    root.style.setProperty(name, value);
}
