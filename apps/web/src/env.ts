import type { SiteConfig } from "@reg/ui";
import { z } from "zod";

/**
 * The only place this app reads its environment: Vite's build-time `VITE_*` values, checked here so
 * a bad value fails at start-up instead of as a cookie that silently never sticks.
 */
const envSchema = z.object({
  VITE_COOKIE_DOMAIN: z.string().min(1).default("reg.example.ru"),
  VITE_COOKIE_DEV_DOMAIN: z.string().min(1).default("dev.reg.example.ru"),
  VITE_COOKIE_DEV_MARKER: z.string().min(1).default("dev"),
  VITE_RR_TENANT_DEFAULT: z.string().min(1).default("default"),
  /**
   * Hosts of the custom tenants' registration apps, comma-separated: the login page may send a
   * person back to them (docs/decisions/0008). Production lists the tenants' real hosts.
   */
  VITE_TRUSTED_RETURN_HOSTS: z
    .string()
    .default("pionercup.localhost,fontanka.localhost")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/))),
});

const env = envSchema.parse(import.meta.env);

/** Where, besides this site, the login page may return a person to. */
export const trustedReturnHosts: readonly string[] = env.VITE_TRUSTED_RETURN_HOSTS;

export const siteConfig: SiteConfig = {
  cookieDomains: {
    productionDomain: env.VITE_COOKIE_DOMAIN,
    devDomain: env.VITE_COOKIE_DEV_DOMAIN,
    devMarker: env.VITE_COOKIE_DEV_MARKER,
  },
  rrTenantDefault: env.VITE_RR_TENANT_DEFAULT,
};
