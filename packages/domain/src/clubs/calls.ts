import { legacyCall } from "../contract/legacy-call";
import { clubListQuerySchema, clubListSchema, clubPageQuerySchema, clubPageSchema } from "./wire";

/**
 * The clubs section's reads (SPEC §2's page types; SPEC §7 lists none), declared once for core and
 * the BFF like LEGACY_CONTRACT's. Anonymous, of the Host's tenant scope.
 */
export const CLUB_CALLS = {
  list: legacyCall({
    method: "GET",
    path: "/api/clubs/list",
    query: clubListQuerySchema,
    output: clubListSchema,
  }),
  page: legacyCall({
    method: "GET",
    path: "/api/clubs/page",
    query: clubPageQuerySchema,
    output: clubPageSchema,
  }),
} as const;
