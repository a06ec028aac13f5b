import { useEffect, useState } from "react";

/**
 * The share link of a team: the race's register page on this very site (the portal or a tenant's
 * app) with `?teamCode=`, which opens the team step's join form with the code filled in. Known only
 * in the browser (the page's origin), so a server render shows the code alone.
 */
export function useShareLink(
  race: { eventCode: string; raceCode: string },
  joinCode: string | null,
): string | null {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  if (origin === null || joinCode === null) return null;
  return shareLink(origin, race, joinCode);
}

export function shareLink(
  origin: string,
  race: { eventCode: string; raceCode: string },
  joinCode: string,
): string {
  const path = `/${encodeURIComponent(race.eventCode)}/${encodeURIComponent(race.raceCode)}/register`;
  return `${origin}${path}?teamCode=${encodeURIComponent(joinCode)}`;
}
