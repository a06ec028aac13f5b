import { z } from "zod";

/** One page of the sitemap read: a code and when its data last changed (ISO-8601 UTC). */
const sitemapEntrySchema = z.object({
  code: z.string(),
  /** null when core knows no date (a series without events). */
  updatedAt: z.string().nullable(),
});

/**
 * GET /api/events/sitemapEntries: the published events and the series of the Host's tenant scope,
 * codes and change dates only (the sitemap's read: light, so a crawler's visit costs little).
 */
export const sitemapEntriesSchema = z.object({
  events: z.array(sitemapEntrySchema),
  series: z.array(sitemapEntrySchema),
});
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;
