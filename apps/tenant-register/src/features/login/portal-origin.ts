/** The part of `window.location` the portal's address is worked out from. */
export type PageLocation = Pick<Location, "protocol" | "hostname" | "port" | "origin">;

const DEV_SUFFIX = ".localhost";

/**
 * Where the portal is, whose login page this app sends people to: the configured origin, else in
 * development the host without the tenant's label (`pionercup.localhost:4000` → `localhost:4000`,
 * the convention of scripts/start.sh), else this very origin (so a tenant whose `loginUrl` is
 * absolute needs no configuration). See docs/decisions/0008.
 */
export function portalOriginFor(location: PageLocation, configured: string | undefined): string {
  if (configured) return new URL(configured).origin;
  const host = location.hostname.toLowerCase();
  if (host.endsWith(DEV_SUFFIX) && host.length > DEV_SUFFIX.length) {
    const port = location.port ? `:${location.port}` : "";
    return `${location.protocol}//localhost${port}`;
  }
  return location.origin;
}
