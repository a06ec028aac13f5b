import type { SiteConfig } from "@reg/front";
// zod/mini (the same zod, tree-shakable): this runs in the first chunk (docs/decisions/0022).
import * as z from "zod/mini";
import { returnHostsSchema, type ReturnHost } from "./features/account/return-hosts";

/** A text that may not be empty, with its value when unset. */
function nonEmpty(fallback: string) {
  return z._default(z.string().check(z.minLength(1)), fallback);
}

/**
 * The only place this app reads its environment: Vite's build-time `VITE_*` values, checked here so
 * a bad value fails at start-up instead of as a cookie that silently never sticks.
 */
const envSchema = z.object({
  VITE_COOKIE_DOMAIN: nonEmpty("reg.example.ru"),
  VITE_COOKIE_DEV_DOMAIN: nonEmpty("dev.reg.example.ru"),
  VITE_COOKIE_DEV_MARKER: nonEmpty("dev"),
  VITE_RR_TENANT_DEFAULT: nonEmpty("default"),
  /** The event map's tiles (a Leaflet URL template); empty draws the markers without a base map. */
  VITE_MAP_TILE_URL: z._default(z.string(), "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /**
   * Hosts of the custom tenants' registration apps, comma-separated, each with its tenant
   * (`host=tenant`): the login page may send a person back to them (docs/decisions/0008) and
   * names the tenant by its brand. Production lists the tenants' real hosts.
   */
  VITE_TRUSTED_RETURN_HOSTS: z.pipe(
    z._default(z.string(), "pionercup.localhost=pionercup,fontanka.localhost=fontanka"),
    returnHostsSchema,
  ),
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
