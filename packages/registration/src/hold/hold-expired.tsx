import { Trans } from "@lingui/react/macro";
import { PAYMENT_WINDOW_MINUTES } from "@reg/domain";
import { useState } from "react";
import { StateIcon } from "@reg/ui";

/**
 * The hold ran out before payment: said plainly, with the way on. The answers stay in the form;
 * starting again takes a new place if one is left.
 */
export function HoldExpired(props: { onStartAgain: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const minutes = PAYMENT_WINDOW_MINUTES;
  return (
    <div className="state" role="alert">
      <StateIcon name="clock" />
      <h2 className="state__title">
        <Trans>The time to register has run out</Trans>
      </h2>
      <p className="state__text">
        <Trans>
          Your place was held for {minutes} minutes and has been released. Your answers are kept:
          start again to take a new place, if one is left.
        </Trans>
      </p>
      <div className="state__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setBusy(true);
            void props.onStartAgain().finally(() => setBusy(false));
          }}
        >
          <Trans>Start again</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The hold ran out while the page was closed or away (a reload, a return to the race's address):
 * said at the top of the step the person lands on. Where a place can still be taken, the answers
 * they had typed are back in the form and Continue takes a new place.
 */
export function HoldLapsedNotice(props: { canContinue: boolean }) {
  const minutes = PAYMENT_WINDOW_MINUTES;
  return (
    <div className="notice notice--warning hold-lapsed" role="status">
      <p className="notice__title">
        <Trans>Your place is no longer held</Trans>
      </p>
      <p>
        <Trans>It was held for {minutes} minutes and has been released.</Trans>{" "}
        {props.canContinue && (
          <Trans>
            Your answers are kept: check them and press Continue to take a new place, if one is
            left.
          </Trans>
        )}
      </p>
    </div>
  );
}
