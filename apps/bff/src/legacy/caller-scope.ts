/** Who a legacy call is made for: core resolves the tenant and the session from these. */
export interface CallerScope {
  /** The browser's Host, sent as X-Forwarded-Host. */
  host: string;
  /** The browser's Cookie header; left out of public reads so their answer is the same for everyone. */
  cookie?: string | undefined;
  /** The browser's address, sent as X-Forwarded-For so core's per-person limits see people, not the BFF. */
  clientIp?: string | undefined;
  /** The browser request's id, sent as X-Request-Id so core's log lines of the call carry it. */
  requestId?: string | undefined;
  /** Collects core's Set-Cookie headers, relayed to the browser unchanged. */
  relayedCookies?: string[] | undefined;
}
