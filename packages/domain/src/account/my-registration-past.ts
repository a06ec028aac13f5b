import { toMillis, type Instant } from "../time/instant";

/**
 * Whether a registration of "my registrations" is past: its race has started. From the gun on,
 * the start pack was collected, the start list is history and a calendar entry or the
 * confirmation (which carries the pickup QR) comes too late. The same boundary as core's list
 * order (apps/core account/my-registrations/list.ts: `r.starts_at >= now` first), so the
 * portal's "Upcoming" and "Past" groups follow the server's order from page to page.
 */
export function isMyRegistrationPast(
  registration: { readonly race: { readonly startsAt: Instant } },
  now: Instant,
): boolean {
  return toMillis(registration.race.startsAt) < toMillis(now);
}
