import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The browser cookie that puts a journey's requests on its lane (the BFF forwards the Cookie header to core). */
export const CLOCK_LANE_COOKIE = "e2e-clock-lane";

const LANE_ID = /^[0-9a-f-]{36}$/;

/** Which lane a request belongs to; null for a journey that never asked for one. */
interface RequestLane {
  lane: string | null;
}

/**
 * Core's business clock for the e2e stack, with one "lane" per journey that moves time.
 *
 * Two workers run journeys at once against one core, so a single moved clock would expire every
 * other journey's order. Instead a journey that needs time to pass opens a lane: its own offset from
 * the real clock, applied only to the requests that carry its cookie. Everything else keeps the
 * real time. A lane starts in the past by as much as the journey will move it, so after moving it
 * is back on real time, where the cookie-less sandbox pages agree with it.
 *
 * Background work (the expiry sweeper, the mailer) runs outside any request, at the earliest time
 * any journey is at: the sweeper then only releases holds that have expired for everyone, never an
 * order its own journey still sees as open, and it does release a lane's order once that lane has
 * moved past the window (unless another lane is still further back in time).
 */
export class ClockLanes {
  readonly #offsets = new Map<string, number>();
  readonly #requests = new AsyncLocalStorage<RequestLane>();

  constructor(private readonly realNow: () => number = Date.now) {}

  /** Core's `now`. */
  readonly now = (): Date => {
    const request = this.#requests.getStore();
    if (request === undefined)
      return new Date(this.realNow() + Math.min(0, ...this.#offsets.values()));
    const offset = request.lane === null ? undefined : this.#offsets.get(request.lane);
    return new Date(this.realNow() + (offset ?? 0));
  };

  /** Runs the rest of a request (`next`) on the lane its Cookie header names, if any. */
  enter(cookieHeader: string | undefined, next: () => void): void {
    this.#requests.run({ lane: laneFromCookies(cookieHeader) }, next);
  }

  /** A new lane, `behindMs` behind the real clock; returns its id. */
  open(behindMs: number): string {
    const lane = randomUUID();
    this.#offsets.set(lane, -behindMs);
    return lane;
  }

  /** The lane's time, or null for an unknown lane. */
  laneNow(lane: string): Date | null {
    const offset = this.#offsets.get(lane);
    return offset === undefined ? null : new Date(this.realNow() + offset);
  }

  /** Moves a lane forward; false for an unknown lane. */
  advance(lane: string, ms: number): boolean {
    const offset = this.#offsets.get(lane);
    if (offset === undefined) return false;
    this.#offsets.set(lane, offset + ms);
    return true;
  }

  close(lane: string): boolean {
    return this.#offsets.delete(lane);
  }
}

function laneFromCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === CLOCK_LANE_COOKIE && value !== undefined && LANE_ID.test(value)) return value;
  }
  return null;
}
