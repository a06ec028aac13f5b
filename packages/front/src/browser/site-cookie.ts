import { COOKIE_PATH, cookieDomainFor, type CookieDomainConfig } from "@reg/domain";

/** Whether a browser on `hostname` accepts a cookie for `domain` (RFC 6265 §5.1.3). */
export function domainMatches(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  const target = domain.toLowerCase().replace(/^\./, "");
  return host === target || host.endsWith(`.${target}`);
}

/**
 * The `document.cookie` assignment for a site cookie: path / and the SPEC §9 domain. When the
 * configured domain cannot cover the current host (an IP address, a preview host nobody put in
 * the config) the cookie is written host-only, because a browser silently drops a cookie for a
 * foreign domain and the person's choice would be lost.
 */
export function siteCookieString(
  name: string,
  value: string,
  options: {
    hostname: string;
    domains: CookieDomainConfig;
    maxAgeSeconds: number;
    secure: boolean;
  },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  const domain = cookieDomainFor(options.hostname, options.domains);
  // Chromium takes `localhost` for a top-level name: a `*.localhost` page's cookie for it is
  // dropped (docs/decisions/0008), so there the cookie stays the host's own.
  const topLevel = domain === "localhost" && options.hostname.toLowerCase() !== "localhost";
  if (domain && !topLevel && domainMatches(options.hostname, domain))
    parts.push(`Domain=${domain}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeSiteCookie(
  name: string,
  value: string,
  domains: CookieDomainConfig,
  maxAgeSeconds = YEAR_SECONDS,
): void {
  document.cookie = siteCookieString(name, value, {
    hostname: window.location.hostname,
    domains,
    maxAgeSeconds,
    secure: window.location.protocol === "https:",
  });
}
