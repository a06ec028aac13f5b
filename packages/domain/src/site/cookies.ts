import { InvalidInputError } from "../errors/invalid-input-error";

/** Every cookie the site writes uses path "/" (SPEC §9). */
export const COOKIE_PATH = "/";

/** The cookie notice's acceptance (SPEC §1), and the value that means "accepted". */
export const COOKIE_CONSENT_COOKIE = "acceptedrrcookies";
export const COOKIE_CONSENT_VALUE = "true";

export function isCookieConsentGiven(value: string | null | undefined): boolean {
  return value === COOKIE_CONSENT_VALUE;
}

export interface CookieDomainConfig {
  /** e.g. "reg.example.ru" */
  readonly productionDomain: string;
  /** e.g. "dev.reg.example.ru" */
  readonly devDomain: string;
  /** The substring that makes a host a development host, e.g. "dev". */
  readonly devMarker: string;
}

const LOCALHOST = "localhost";
const IP_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

/**
 * The Domain attribute of the site's cookies (SPEC §9): localhost on `localhost` and its
 * `*.localhost` tenant hosts, the dev domain when the host contains the dev marker, else the
 * production domain. Localhost is checked first: a browser there refuses a cookie for any other
 * domain, whatever marker the name holds. An IP address (127.0.0.1) gets undefined, meaning "no
 * Domain attribute": a browser rejects any Domain on an IP host, so the cookie must be host-only.
 */
export function cookieDomainFor(hostname: string, config: CookieDomainConfig): string | undefined {
  if (!config.productionDomain || !config.devDomain || !config.devMarker) {
    throw new InvalidInputError(
      "cookie domain config needs a production domain, a dev domain and a dev marker",
    );
  }
  const host = hostname.trim().toLowerCase().replace(/\.$/, "");
  if (host === LOCALHOST || host.endsWith(`.${LOCALHOST}`)) return LOCALHOST;
  if (IP_LITERAL.test(host)) return undefined;
  if (host.includes(config.devMarker.toLowerCase())) return config.devDomain;
  return config.productionDomain;
}
