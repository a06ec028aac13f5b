import { BRAND_TENANTS, type BrandTenant } from "@reg/domain";
import * as z from "zod/mini";

/** A site the login page may send a person back to, and whose brand it is when it is a tenant's. */
export interface ReturnHost {
  readonly host: string;
  /** The custom tenant the site belongs to: the login page names it by its brand. */
  readonly tenant: BrandTenant | null;
}

// zod/mini: this runs in the portal's first chunk through env.ts (docs/decisions/0022).
const entrySchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[a-z0-9.-]+(?:=[a-z0-9-]+)?$/)),
    z.transform((entry: string) => {
      const [host = "", tenant = null] = entry.split("=");
      return { host, tenant };
    }),
  ),
  z.object({
    host: z.string().check(z.minLength(1)),
    tenant: z.nullable(z.enum(BRAND_TENANTS)),
  }),
);

/**
 * `VITE_TRUSTED_RETURN_HOSTS`: comma-separated host names, each optionally `=tenant`
 * (`pionercup.localhost=pionercup`): the sites of the custom tenants' apps. A bare host is still
 * trusted; the login page then names it by its host.
 */
export const returnHostsSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) =>
      value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry.length > 0),
    ),
  ),
  z.array(entrySchema),
);

/** The tenant whose site `hostname` is, by the configured return hosts; null for any other. */
export function tenantOfReturnHost(
  returnHosts: readonly ReturnHost[],
  hostname: string,
): BrandTenant | null {
  const wanted = hostname.toLowerCase();
  return returnHosts.find((entry) => entry.host === wanted)?.tenant ?? null;
}
