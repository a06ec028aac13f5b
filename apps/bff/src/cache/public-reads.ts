import {
  CLUB_CALLS,
  LEGACY_CONTRACT,
  type ChampionshipList,
  type ChampionshipsQuery,
  type ClubList,
  type ClubListQuery,
  type EventPage,
  type EventPageQuery,
  type ListFilterQuery,
  type ListFilterResult,
  type Tenant,
} from "@reg/domain";
import { type CallerScope } from "../legacy/caller-scope";
import { type LegacyClient } from "../legacy/legacy-client";
import { MicroCache } from "./micro-cache";

/** TTLs and bounds; the reasons for the figures are in docs/decisions/0004-bff-micro-cache.md. */
export interface PublicReadsCacheConfig {
  enabled: boolean;
  tenant: { ttlMs: number; staleMs: number };
  liveCount: { ttlMs: number; staleMs: number };
  eventList: { ttlMs: number; staleMs: number };
  eventPage: { ttlMs: number; staleMs: number };
  /** The clubs ranking and the championships: aggregates over every result, changed by imports only. */
  rankings: { ttlMs: number; staleMs: number };
  maxEntries: number;
}

export const DEFAULT_PUBLIC_READS_CACHE: PublicReadsCacheConfig = {
  enabled: true,
  tenant: { ttlMs: 30_000, staleMs: 300_000 },
  liveCount: { ttlMs: 5_000, staleMs: 30_000 },
  eventList: { ttlMs: 2_000, staleMs: 10_000 },
  eventPage: { ttlMs: 2_000, staleMs: 10_000 },
  rankings: { ttlMs: 10_000, staleMs: 60_000 },
  maxEntries: 2_000,
};

/**
 * Micro-cached public reads, shared by every request of the process. No cookie goes to core for
 * these, so the cached answer can't carry anyone's session.
 */
export class PublicReads {
  readonly legacy: LegacyClient;
  readonly tenants: MicroCache<Tenant>;
  readonly liveCounts: MicroCache<number>;
  readonly eventLists: MicroCache<ListFilterResult>;
  readonly eventPages: MicroCache<EventPage>;
  readonly clubLists: MicroCache<ClubList>;
  readonly championshipLists: MicroCache<ChampionshipList>;
  readonly enabled: boolean;

  constructor(
    legacy: LegacyClient,
    config: PublicReadsCacheConfig,
    onRefreshError: (key: string, error: unknown) => void,
  ) {
    this.legacy = legacy;
    this.enabled = config.enabled;
    const common = { maxEntries: config.maxEntries, onRefreshError };
    this.tenants = new MicroCache({ ...config.tenant, ...common });
    this.liveCounts = new MicroCache({ ...config.liveCount, ...common });
    this.eventLists = new MicroCache({ ...config.eventList, ...common });
    this.eventPages = new MicroCache({ ...config.eventPage, ...common });
    this.clubLists = new MicroCache({ ...config.rankings, ...common });
    this.championshipLists = new MicroCache({ ...config.rankings, ...common });
  }

  /** `requestId`: the request whose call refreshes an entry, when one does (its id goes to core). */
  forHost(host: string, requestId?: string): HostPublicReads {
    return new HostPublicReads(this, host, requestId);
  }
}

/** The reads whose answer depends only on the tenant (the Host) and the query, never on who asks. */
export interface PublicReadCalls {
  tenant(): Promise<Tenant>;
  liveCount(): Promise<number>;
  eventList(query: ListFilterQuery): Promise<ListFilterResult>;
  eventPage(query: EventPageQuery): Promise<EventPage>;
  clubList(query: ClubListQuery): Promise<ClubList>;
  championshipList(query: ChampionshipsQuery): Promise<ChampionshipList>;
}

/** The public reads of one Host; one is made per request, so it is a class, not a bag of closures. */
export class HostPublicReads implements PublicReadCalls {
  readonly #scope: CallerScope;

  constructor(
    private readonly reads: PublicReads,
    private readonly host: string,
    requestId: string | undefined,
  ) {
    this.#scope = { host, requestId };
  }

  tenant(): Promise<Tenant> {
    const { reads } = this;
    if (!reads.enabled) return reads.legacy.getTenant(this.#scope);
    return reads.tenants.get(this.host, () => reads.legacy.getTenant(this.#scope));
  }

  liveCount(): Promise<number> {
    const { reads } = this;
    if (!reads.enabled) return reads.legacy.liveCount(this.#scope);
    return reads.liveCounts.get(this.host, () => reads.legacy.liveCount(this.#scope));
  }

  eventList(query: ListFilterQuery): Promise<ListFilterResult> {
    const { reads } = this;
    if (!reads.enabled) return reads.legacy.listFilter(this.#scope, query);
    // The parsed query has its keys in schema order, so equal queries give equal keys.
    return reads.eventLists.get(`${this.host}\n${JSON.stringify(query)}`, () =>
      reads.legacy.listFilter(this.#scope, query),
    );
  }

  eventPage(query: EventPageQuery): Promise<EventPage> {
    const { reads } = this;
    const load = () => reads.legacy.send(this.#scope, LEGACY_CONTRACT.eventPage, { query });
    if (!reads.enabled) return load();
    // The same for everyone (decision 0018: no one's own standing on it), so one entry per code and language.
    return reads.eventPages.get(`${this.host}\n${JSON.stringify(query)}`, load);
  }

  clubList(query: ClubListQuery): Promise<ClubList> {
    const { reads } = this;
    const load = () => reads.legacy.send(this.#scope, CLUB_CALLS.list, { query });
    if (!reads.enabled) return load();
    // A search or a page is its own entry; the first page unsearched is the one most people open.
    return reads.clubLists.get(`${this.host}\n${JSON.stringify(query)}`, load);
  }

  championshipList(query: ChampionshipsQuery): Promise<ChampionshipList> {
    const { reads } = this;
    const load = () => reads.legacy.send(this.#scope, LEGACY_CONTRACT.championshipsList, { query });
    if (!reads.enabled) return load();
    return reads.championshipLists.get(`${this.host}\n${JSON.stringify(query)}`, load);
  }
}
