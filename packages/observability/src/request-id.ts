import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header a request's id travels in: browser or proxy → BFF → core, and back on every answer. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an id from outside may look like to be kept: a UUID, a ULID, a proxy's own id. Nothing that
 * could break a log line or grow it (no spaces, quotes or control characters; 8–64 characters).
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The incoming id when it is well formed, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && WELL_FORMED.test(value) ? value : randomUUID();
}

/** Fastify's `genReqId`: every log line of the request carries this id as `reqId`. */
export function genReqId(request: IncomingMessage): string {
  return requestIdFrom(request.headers[REQUEST_ID_HEADER]);
}
