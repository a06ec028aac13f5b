import { BRAND_TENANTS, type BrandTenant } from "@reg/domain";
import { z } from "zod";

/** A site the login page may send a person back to, and whose brand it is when it is a tenant's. */
export interface ReturnHost {
  readonly host: string;
  /** The custom tenant the site belongs to: the login page names it by its brand. */
  readonly tenant: BrandTenant | null;
}

const entrySchema = z
  .string()
  .regex(/^[a-z0-9.-]+(?:=[a-z0-9-]+)?$/)
  .transform((entry) => {
    const [host = "", tenant = null] = entry.split("=");
    return { host, tenant };
  })
  .pipe(z.object({ host: z.string().min(1), tenant: z.enum(BRAND_TENANTS).nullable() }));

/**
 * `VITE_TRUSTED_RETURN_HOSTS`: comma-separated host names, each optionally `=tenant`
 * (`pionercup.localhost=pionercup`): the sites of the custom tenants' apps. A bare host is still
 * trusted; the login page then names it by its host.
 */
export const returnHostsSchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry.length > 0),
  )
  .pipe(z.array(entrySchema));

/** The tenant whose site `hostname` is, by the configured return hosts; null for any other. */
export function tenantOfReturnHost(
  returnHosts: readonly ReturnHost[],
  hostname: string,
): BrandTenant | null {
  const wanted = hostname.toLowerCase();
  return returnHosts.find((entry) => entry.host === wanted)?.tenant ?? null;
}
