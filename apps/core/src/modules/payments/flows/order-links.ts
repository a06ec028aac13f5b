import type { FastifyRequest } from "fastify";

/**
 * The wizard's result page for a registration, on the front's route tree
 * (`/{eventCode}/{raceCode}/register/success`): where the acquirer's page sends the browser back.
 * A path, so the browser stays on the host it came from (the portal or a tenant's app).
 */
export function successPath(eventCode: string, raceCode: string, registrationId: string): string {
  return `/${encodeURIComponent(eventCode)}/${encodeURIComponent(raceCode)}/register/success?registrationId=${encodeURIComponent(registrationId)}`;
}

const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$/;

function firstValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(",")[0]?.trim() || undefined;
}

/**
 * `scheme://host[:port]` the browser is on (the BFF forwards it as X-Forwarded-Host/-Proto), for
 * what must work away from the browser — a QR code a phone scans. Null for a host that is not a
 * plain name, so no header can inject anything into a payment link.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = (
    firstValue(request.headers["x-forwarded-host"]) ??
    firstValue(request.headers.host) ??
    ""
  ).toLowerCase();
  if (!HOST.test(host)) return null;
  const scheme = request.protocol === "https" ? "https" : "http";
  return `${scheme}://${host}`;
}
