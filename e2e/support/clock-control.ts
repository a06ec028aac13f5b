import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ClockLanes } from "./clock-lanes";

/** Longest a lane may be set back or moved at once: a day is far more than any journey needs. */
const MAX_SHIFT_MS = 24 * 60 * 60 * 1000;
const MAX_BODY_BYTES = 1024;

export interface ClockControlOptions {
  lanes: ClockLanes;
  /** Core's expiry sweep, run right after a lane moves, so its released holds need no timer tick. */
  sweep: () => Promise<number>;
}

/**
 * The e2e stack's clock control, on a port of its own and only on loopback: test infrastructure,
 * never a product route. JSON in and out:
 *   POST   /lanes               { behindMs }  → 201 { lane, now }
 *   GET    /lanes/{lane}                      → { now }
 *   POST   /lanes/{lane}/advance { ms }       → { now, released } (the sweep's count)
 *   DELETE /lanes/{lane}                      → 204
 */
export function createClockControl(options: ClockControlOptions): Server {
  return createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      send(response, 500, { error: error instanceof Error ? error.message : "failed" });
    });
  });
}

async function handle(
  options: ClockControlOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const { lanes } = options;
  const path = new URL(request.url ?? "/", "http://clock").pathname.split("/").filter(Boolean);
  if (path[0] !== "lanes" || path.length > 3) return send(response, 404, { error: "not found" });
  const lane = path[1];

  if (lane === undefined) {
    if (request.method !== "POST") return send(response, 405, { error: "method not allowed" });
    const behindMs = shift((await readJson(request))?.behindMs);
    if (behindMs === null)
      return send(response, 400, { error: `behindMs: an integer from 0 to ${MAX_SHIFT_MS}` });
    const opened = lanes.open(behindMs);
    return send(response, 201, { lane: opened, now: lanes.laneNow(opened)?.getTime() });
  }

  if (path[2] === "advance" && request.method === "POST") {
    const ms = shift((await readJson(request))?.ms);
    if (ms === null)
      return send(response, 400, { error: `ms: an integer from 0 to ${MAX_SHIFT_MS}` });
    if (!lanes.advance(lane, ms)) return send(response, 404, { error: "no such lane" });
    const released = await options.sweep();
    return send(response, 200, { now: lanes.laneNow(lane)?.getTime(), released });
  }
  if (path.length === 2 && request.method === "GET") {
    const now = lanes.laneNow(lane);
    return now
      ? send(response, 200, { now: now.getTime() })
      : send(response, 404, { error: "no such lane" });
  }
  if (path.length === 2 && request.method === "DELETE") {
    if (!lanes.close(lane)) return send(response, 404, { error: "no such lane" });
    response.writeHead(204).end();
    return;
  }
  return send(response, 404, { error: "not found" });
}

function shift(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_SHIFT_MS
    ? value
    : null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let body = "";
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) return null;
  }
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
