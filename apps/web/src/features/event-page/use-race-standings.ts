import { useTRPC } from "@reg/api";
import type { MyEventRegistration } from "@reg/domain";
import { selectUser, useAppSelector } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/**
 * The signed-in person's registrations at this event, read in the browser once the page has
 * shown: the server-rendered page and the first render in the browser are the anonymous one,
 * so they agree, and the public page's first paint waits for nobody's standing. Null for a
 * visitor, and until the read answers (a failed read leaves the page as everyone sees it).
 */
export function useRaceStandings(eventCode: string): readonly MyEventRegistration[] | null {
  const trpc = useTRPC();
  const user = useAppSelector(selectUser);
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const signedIn = user?.isAuthorized === true;
  const read = useQuery(
    trpc.account.myEventRegistrations.queryOptions(
      { eventCodes: [eventCode] },
      // Per person and changing as they register: read afresh each time the page opens.
      { enabled: shown && signedIn, staleTime: 0, retry: false },
    ),
  );
  return shown && signedIn && read.data ? read.data.items : null;
}
