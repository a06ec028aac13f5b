import type { CoreDb } from "./database";
import type { ReplicaDatabase, ReplicaState } from "./open-replica";

export interface PublicReadRouting {
  /** The last probe's answer; undefined before the first. */
  readonly state: ReplicaState | undefined;
  /** Probes the standby now and routes by its answer (concurrent callers share one probe). */
  check(): Promise<ReplicaState>;
  /** Probes now, then every `intervalMs` (0: only on `check()`); resolves once the first probe has routed. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * Sends the public reads to the standby while it answers with this core's schema, to the primary
 * otherwise (docs/decisions/0040): a probe every `intervalMs` decides, and `route` is called only
 * when the choice changes, so a request only reads the field it sets. Until the first probe, the
 * primary serves.
 */
export function routePublicReads(
  replica: ReplicaDatabase,
  primary: CoreDb,
  options: {
    intervalMs: number;
    route: (db: CoreDb) => void;
    /** The choice changed: the state that changed it (for the log). */
    onChange: (state: ReplicaState) => void;
  },
): PublicReadRouting {
  let state: ReplicaState | undefined;
  // Unknown until the first probe, so a standby missing at start is logged too.
  let onReplica: boolean | undefined;
  let inFlight: Promise<ReplicaState> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const check = (): Promise<ReplicaState> => {
    inFlight ??= replica
      .check()
      .then((answer) => {
        state = answer;
        if (answer.ok !== onReplica && !stopped) {
          onReplica = answer.ok;
          options.route(answer.ok ? replica.db : primary);
          options.onChange(answer);
        }
        return answer;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  const loop = () => {
    if (stopped) return;
    // One probe at a time, however long the last one took.
    timer = setTimeout(() => void check().finally(loop), options.intervalMs);
    timer.unref();
  };

  return {
    get state() {
      return state;
    },
    check,
    start: async () => {
      await check();
      if (options.intervalMs > 0) loop();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
