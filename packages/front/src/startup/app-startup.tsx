import type { ReactNode } from "react";
import { CookieNotice } from "../cookies/cookie-notice";
import { ErrorState, FullPageLoader, HeavyLoadPage } from "@reg/ui";
import { selectIsBusy, selectStartupDone } from "../store/selectors";
import { useAppSelector } from "../store/store";
import { useStartup } from "./use-startup";

/**
 * Holds the app behind a full-page loader until the tenant and the user are in the store, and
 * swaps everything for the heavy-load page as soon as any call answers BUSY. `handoffCode`: a
 * session hand-over to redeem first (session-handoff.ts), so the person is never shown as
 * anonymous, nor sent to the login page, while it is under way.
 */
export function AppStartup(props: { children: ReactNode; handoffCode?: string | null }) {
  const { userFailed, retryUser } = useStartup({ handoffCode: props.handoffCode ?? null });
  const done = useAppSelector(selectStartupDone);
  const busy = useAppSelector(selectIsBusy);

  if (busy) return <HeavyLoadPage />;
  // Without knowing who is signed in, no page can be shown correctly: say so and offer a retry.
  if (userFailed && !done) return <ErrorState variant="screen" onRetry={retryUser} />;
  if (!done) return <FullPageLoader />;
  return (
    <>
      {/* Above the page, in its flow: it pushes the page down instead of covering its controls. */}
      <CookieNotice />
      {props.children}
    </>
  );
}
