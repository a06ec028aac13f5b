import type { BrowserContext, Page } from "@playwright/test";
import { CLOCK_LANE_COOKIE } from "./clock-lanes";
import { E2E_CLOCK_PORT } from "./ports";

const CONTROL = `http://127.0.0.1:${E2E_CLOCK_PORT}`;

/** A journey's own business time on the e2e stack (support/clock-lanes.ts), with the browser's time kept in step. */
export interface JourneyClock {
  /** The lane's time now, as core sees it for this journey. */
  now(): Promise<number>;
  /** Moves core's time (and runs its expiry sweep) and the page's time forward by `ms`. */
  advance(ms: number): Promise<void>;
}

async function control(
  method: string,
  path: string,
  body?: Record<string, number>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${CONTROL}${path}`, {
    method,
    headers: body ? { "content-type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`clock control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

function instant(answer: Record<string, unknown>): number {
  if (typeof answer.now !== "number") throw new Error("clock control answered without `now`");
  return answer.now;
}

/**
 * Opens a lane `behindMs` behind the real clock for this browser context: its requests carry the
 * lane's cookie to core, and the page's own clock (countdowns) starts at the lane's time. Resolves
 * to the clock and a `close` for the fixture's teardown.
 */
export async function openJourneyClock(
  context: BrowserContext,
  page: Page,
  origin: string,
  behindMs: number,
): Promise<{ clock: JourneyClock; close: () => Promise<void> }> {
  const opened = await control("POST", "/lanes", { behindMs });
  const lane = opened.lane;
  if (typeof lane !== "string") throw new Error("clock control answered without a lane");
  await context.addCookies([{ name: CLOCK_LANE_COOKIE, value: lane, url: origin }]);
  await page.clock.install({ time: instant(opened) });
  const clock: JourneyClock = {
    now: async () => instant(await control("GET", `/lanes/${lane}`)),
    advance: async (ms) => {
      await control("POST", `/lanes/${lane}/advance`, { ms });
      await page.clock.fastForward(ms);
    },
  };
  return { clock, close: async () => void (await control("DELETE", `/lanes/${lane}`)) };
}
