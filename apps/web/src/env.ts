import type { SiteConfig } from "@reg/front";
import { z } from "zod";
import { returnHostsSchema, type ReturnHost } from "./features/account/return-hosts";

/**
 * The only place this app reads its environment: Vite's build-time `VITE_*` values, checked here so
 * a bad value fails at start-up instead of as a cookie that silently never sticks.
 */
const envSchema = z.object({
  VITE_COOKIE_DOMAIN: z.string().min(1).default("reg.example.ru"),
  VITE_COOKIE_DEV_DOMAIN: z.string().min(1).default("dev.reg.example.ru"),
  VITE_COOKIE_DEV_MARKER: z.string().min(1).default("dev"),
  VITE_RR_TENANT_DEFAULT: z.string().min(1).default("default"),
  /** The event map's tiles (a Leaflet URL template); empty draws the markers without a base map. */
  VITE_MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /**
   * Hosts of the custom tenants' registration apps, comma-separated, each with its tenant
   * (`host=tenant`): the login page may send a person back to them (docs/decisions/0008) and
   * names the tenant by its brand. Production lists the tenants' real hosts.
   */
  VITE_TRUSTED_RETURN_HOSTS: z
    .string()
    .default("pionercup.localhost=pionercup,fontanka.localhost=fontanka")
    .pipe(returnHostsSchema),
});

const env = envSchema.parse(import.meta.env);

/** Where, besides this site, the login page may return a person to, and whose sites they are. */
export const returnHosts: readonly ReturnHost[] = env.VITE_TRUSTED_RETURN_HOSTS;
export const trustedReturnHosts: readonly string[] = returnHosts.map((entry) => entry.host);

export const siteConfig: SiteConfig = {
  cookieDomains: {
    productionDomain: env.VITE_COOKIE_DOMAIN,
    devDomain: env.VITE_COOKIE_DEV_DOMAIN,
    devMarker: env.VITE_COOKIE_DEV_MARKER,
  },
  rrTenantDefault: env.VITE_RR_TENANT_DEFAULT,
  mapTileUrl: env.VITE_MAP_TILE_URL,
};
