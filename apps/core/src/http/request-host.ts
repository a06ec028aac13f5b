import type { FastifyRequest } from "fastify";

function firstHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  // A chain of proxies appends: the first entry is the browser's.
  return raw?.split(",")[0]?.trim() || undefined;
}

/** The host the browser asked for: X-Forwarded-Host (set by the BFF) else Host, lower-cased, without port. */
export function requestHost(request: FastifyRequest): string {
  const host =
    firstHeader(request.headers["x-forwarded-host"]) ?? firstHeader(request.headers.host) ?? "";
  const lower = host.toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.replace(/:\d+$/, "");
}
