import { Trans } from "@lingui/react/macro";
import { StateIcon } from "./state-icon";

/** SPEC §8: the BFF shed the request (BUSY). Waiting is the honest advice; hammering makes it worse. */
export function HeavyLoadPage() {
  return (
    <main className="state state--page state--screen" id="main">
      <StateIcon name="clock" />
      <h1 className="state__title">
        <Trans>Page loading is temporarily suspended</Trans>
      </h1>
      <p className="state__text">
        <Trans>
          The system is under heavy load right now and may be slow. Please wait 5 minutes and reload
          the page.
        </Trans>
      </p>
      <div className="state__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </main>
  );
}
