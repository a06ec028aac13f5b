import { DEFAULT_TENANT } from "./tenant-ids";

/** The local-storage entry that picks the tenant on localhost, and the query value stored into it (SPEC §4). */
export const TENANT_STORAGE_KEY = "ttt";
export const TENANT_QUERY_PARAM = "ttt";
/** The legacy id SPEC §4 step 5 replaces. */
export const RR_TENANT_ALIAS = "rr";
/** What 'rr' becomes unless configured otherwise. */
export const DEFAULT_RR_REPLACEMENT = DEFAULT_TENANT;

export interface TenantResolutionInput {
  /** The tenant call (GET /api/events/tenants/getCurrent) failed. */
  readonly tenantCallFailed: boolean;
  /** `organizedId` of the tenant call's answer. */
  readonly organizedId: string | null | undefined;
  /** `location.hostname`. */
  readonly hostname: string;
  /** `localStorage.getItem("ttt")`. */
  readonly localStorageTtt: string | null | undefined;
  /** The configured replacement for 'rr'; 'default' when left out. */
  readonly rrDefault?: string;
}

/**
 * The tenant id the front runs as, by SPEC §4 steps 1–5 in order:
 * (1) a failed call or no organizedId gives 'default'; (2) on localhost, the `ttt` entry, else
 * 'default'; (3) elsewhere organizedId; (4) lower-cased; (5) 'rr' becomes the configured default.
 * "localhost" means that host name exactly: the development tenant hosts (`pionercup.localhost`)
 * are resolved by core from the Host, so they follow step 3 like production hosts.
 */
export function resolveTenantId(input: TenantResolutionInput): string {
  const rrReplacement = input.rrDefault ?? DEFAULT_RR_REPLACEMENT;
  let tenant: string;
  if (input.tenantCallFailed || !input.organizedId) tenant = DEFAULT_TENANT;
  else if (input.hostname.toLowerCase() === "localhost")
    tenant = input.localStorageTtt || DEFAULT_TENANT;
  else tenant = input.organizedId;
  tenant = tenant.toLowerCase();
  return tenant === RR_TENANT_ALIAS ? rrReplacement : tenant;
}
