import { DEFAULT_TENANT } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { loadTenantRecords, type TenantRecord } from "./queries";

interface Snapshot {
  loadedAt: number;
  byHost: Map<string, TenantRecord>;
  fallback: TenantRecord | undefined;
}

/**
 * Host → tenant, answered from memory: every request needs it and tenants change rarely, so the tables
 * are re-read at most once per `ttlMs` (a re-seed from another process shows up within that time).
 */
export class TenantDirectory {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: CoreDb,
    private readonly ttlMs = 5_000,
  ) {}

  /** The tenant owning `host`; an unknown host is the default tenant (undefined only before seeding). */
  async forHost(host: string): Promise<TenantRecord | undefined> {
    const snapshot = await this.current();
    return snapshot.byHost.get(host) ?? snapshot.fallback;
  }

  /** Forget the cache, e.g. after seeding in this process. */
  invalidate(): void {
    this.snapshot = undefined;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && performance.now() - this.snapshot.loadedAt < this.ttlMs)
      return this.snapshot;
    // Concurrent requests on an expired cache share one reload.
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const records = await loadTenantRecords(this.db);
    const byHost = new Map<string, TenantRecord>();
    for (const record of records) for (const host of record.hosts) byHost.set(host, record);
    const snapshot = {
      loadedAt: performance.now(),
      byHost,
      fallback: records.find((r) => r.id === DEFAULT_TENANT),
    };
    this.snapshot = snapshot;
    return snapshot;
  }
}
