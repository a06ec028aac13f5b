import { createContext, useContext, type ReactNode } from "react";
import type { CookieDomainConfig } from "@reg/domain";

/** Per-deployment values SPEC §9 leaves to configuration; each app reads them in its env.ts. */
export interface SiteConfig {
  cookieDomains: CookieDomainConfig;
  /** What the legacy tenant id 'rr' becomes (SPEC §4 step 5). */
  rrTenantDefault: string;
  /**
   * The event map's tile server, a Leaflet URL template (`{z}/{x}/{y}`); empty or absent draws the
   * markers on a plain background (the markers never depend on tiles).
   */
  mapTileUrl?: string;
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider(props: { config: SiteConfig; children: ReactNode }) {
  return (
    <SiteConfigContext.Provider value={props.config}>{props.children}</SiteConfigContext.Provider>
  );
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error("useSiteConfig needs a SiteConfigProvider above it");
  return config;
}
