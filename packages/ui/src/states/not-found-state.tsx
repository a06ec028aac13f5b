import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The 404 content; the app passes the way home as a router link. */
export function NotFoundState(props: { homeLink: ReactNode }) {
  return (
    <div className="state state--page">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <h1 className="state__title">
        <Trans>Page not found</Trans>
      </h1>
      <p className="state__text">
        <Trans>The page may have been moved or deleted, or the address has a typo.</Trans>
      </p>
      <div className="state__actions">{props.homeLink}</div>
    </div>
  );
}
