import type { SiteConfig } from "@reg/front";
import { z } from "zod";
import { BRAND_TENANTS } from "@reg/domain";

/**
 * The only place this app reads its environment: Vite's build-time `VITE_*` values, checked at
 * start-up. `VITE_TENANT` is set by vite.config.ts from the build's TENANT.
 */
const envSchema = z.object({
  VITE_TENANT: z.enum(BRAND_TENANTS),
  /**
   * The portal, where people sign in (the tenant's `links.loginUrl` is relative to it). Unset in
   * development, where it is this host without the tenant's label (docs/decisions/0008).
   */
  VITE_PORTAL_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  VITE_COOKIE_DOMAIN: z.string().min(1).default("reg.example.ru"),
  VITE_COOKIE_DEV_DOMAIN: z.string().min(1).default("dev.reg.example.ru"),
  VITE_COOKIE_DEV_MARKER: z.string().min(1).default("dev"),
  VITE_RR_TENANT_DEFAULT: z.string().min(1).default("default"),
});

const env = envSchema.parse(import.meta.env);

export const buildTenant = env.VITE_TENANT;
export const configuredPortalOrigin = env.VITE_PORTAL_ORIGIN;

export const siteConfig: SiteConfig = {
  cookieDomains: {
    productionDomain: env.VITE_COOKIE_DOMAIN,
    devDomain: env.VITE_COOKIE_DEV_DOMAIN,
    devMarker: env.VITE_COOKIE_DEV_MARKER,
  },
  rrTenantDefault: env.VITE_RR_TENANT_DEFAULT,
};
