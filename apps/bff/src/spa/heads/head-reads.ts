import {
  CLUB_CALLS,
  LEGACY_CONTRACT,
  type Career,
  type ClubPage,
  type EventPage,
  type EventResults,
  type LegacyCall,
  type LegacyCallOutput,
  type Locale,
  type SeriesPage,
  type SitePage,
  type SitemapEntries,
} from "@reg/domain";
import { type z } from "zod";
import { type PublicReads } from "../../cache/public-reads";
import { MicroCache } from "../../cache/micro-cache";
import { AppError } from "../../errors/app-error";
import { type LegacyClient } from "../../legacy/legacy-client";
import { type HeadReads } from "./resolve-head";

/** A code core answers "unknown" to (or that is no code at all): the page is a 404. */
function isUnknown(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.appCode === "NOT_FOUND" || error.appCode === "VALIDATION_FAILED")
  );
}

interface Cached<V> {
  value: V | null;
}

export interface HeadCacheConfig {
  enabled: boolean;
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
}

/**
 * The reads behind the heads of data pages, micro-cached like the list (a link shared in a chat is
 * opened by many at once, and by every link-preview bot); "unknown" is cached too, so a crawl of
 * made-up codes costs core one read per code per TTL. No cookie goes to core: the answer is public.
 */
export class HeadReadCache {
  readonly #cache: MicroCache<Cached<unknown>> | undefined;

  constructor(
    private readonly legacy: LegacyClient,
    private readonly publicReads: PublicReads,
    config: HeadCacheConfig,
    onRefreshError: (key: string, error: unknown) => void,
  ) {
    this.#cache = config.enabled
      ? new MicroCache<Cached<unknown>>({
          ttlMs: config.ttlMs,
          staleMs: config.staleMs,
          maxEntries: config.maxEntries,
          onRefreshError,
        })
      : undefined;
  }

  /** The codes the sitemap lists, of the Host's tenant scope. */
  async sitemapEntries(host: string, requestId?: string): Promise<SitemapEntries> {
    const load = async (): Promise<Cached<unknown>> => ({
      value: await this.legacy.send({ host, requestId }, LEGACY_CONTRACT.sitemapEntries, {}),
    });
    const cached = this.#cache ? await this.#cache.get(`sitemap\n${host}`, load) : await load();
    // Read with the call's own output schema just above.
    return cached.value as SitemapEntries;
  }

  /** `requestId`: the page request's, sent to core with the reads it makes. */
  forHost(host: string, requestId?: string): HeadReads {
    const scope = { host, requestId };
    const read = async <C extends LegacyCall & { query: z.ZodType }>(
      name: string,
      call: C,
      query: Record<string, string>,
    ): Promise<LegacyCallOutput<C> | null> => {
      // A code the contract would refuse is no page: answered here, without a read.
      const parsed = call.query.safeParse(query);
      if (!parsed.success) return null;
      const load = async (): Promise<Cached<unknown>> => {
        try {
          return { value: await this.legacy.send(scope, call, { query: parsed.data } as never) };
        } catch (error) {
          if (isUnknown(error)) return { value: null };
          throw error;
        }
      };
      const key = `${name}\n${host}\n${JSON.stringify(parsed.data)}`;
      const cached = this.#cache ? await this.#cache.get(key, load) : await load();
      // The value was read with `call`'s own output schema.
      return cached.value as LegacyCallOutput<C> | null;
    };
    const tenant = this.publicReads.forHost(host, requestId);
    return {
      siteName: async () => {
        try {
          return (await tenant.tenant()).name;
        } catch {
          // The head still has the page's own title; the site name is a suffix.
          return undefined;
        }
      },
      eventPage: (code: string, language: Locale): Promise<EventPage | null> =>
        read("eventPage", LEGACY_CONTRACT.eventPage, { code, language }),
      seriesPage: (code: string, language: Locale): Promise<SeriesPage | null> =>
        read("seriesPage", LEGACY_CONTRACT.seriesPage, { code, language }),
      clubPage: (code: string, language: Locale): Promise<ClubPage | null> =>
        read("clubPage", CLUB_CALLS.page, { code, language }),
      eventResults: (eventCode: string, language: Locale): Promise<EventResults | null> =>
        read("eventResults", LEGACY_CONTRACT.eventResults, { eventCode, language }),
      sitePage: (slug: string, language: Locale): Promise<SitePage | null> =>
        read("sitePage", LEGACY_CONTRACT.getSitePage, { slug, language }),
      career: (id: string, language: Locale): Promise<Career | null> =>
        read("career", LEGACY_CONTRACT.getCareer, { id, language }),
    };
  }
}
