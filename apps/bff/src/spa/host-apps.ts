import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Which built front answers a Host. The main portal is the default; a custom tenant's app (the
 * registration issue builds one per tenant) is added as `hostApps["pionercup.localhost"] = dir`.
 */
export class HostApps {
  readonly #byHost = new Map<string, string>();
  readonly #fallback: string | undefined;

  constructor(
    defaultDist: string | undefined,
    hostApps: Readonly<Record<string, string>>,
    warn: (message: string) => void,
  ) {
    this.#fallback =
      defaultDist !== undefined && hasIndex(defaultDist, warn) ? resolve(defaultDist) : undefined;
    for (const [host, dist] of Object.entries(hostApps)) {
      if (hasIndex(dist, warn)) this.#byHost.set(host.toLowerCase(), resolve(dist));
    }
  }

  /** The portal's dist folder (the default app), when it is built. */
  get portalDist(): string | undefined {
    return this.#fallback;
  }

  get isEmpty(): boolean {
    return this.#fallback === undefined && this.#byHost.size === 0;
  }

  /** The dist folder for a Host header (`name:port`), or undefined when no app is built for it. */
  distFor(hostHeader: string | undefined): string | undefined {
    if (hostHeader === undefined) return this.#fallback;
    return this.#byHost.get(hostnameOf(hostHeader)) ?? this.#fallback;
  }
}

function hostnameOf(hostHeader: string): string {
  const lower = hostHeader.toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  const colon = lower.indexOf(":");
  return colon === -1 ? lower : lower.slice(0, colon);
}

function hasIndex(dist: string, warn: (message: string) => void): boolean {
  if (existsSync(join(dist, "index.html"))) return true;
  warn(`No index.html in ${dist}: that front is not served (build it first)`);
  return false;
}
