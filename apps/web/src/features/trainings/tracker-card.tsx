import { Trans } from "@lingui/react/macro";
import {
  formatMoscowDateIn,
  formatMoscowDateTimeIn,
  TRACKER_NAMES,
  type Locale,
  type TrackerLink,
} from "@reg/domain";
import { FormAlert } from "@reg/ui/forms";
import { useState } from "react";
import { TrackerMark } from "./sport-icon";
import { useFocusOnMount } from "./use-focus-on-mount";
import type { TrackerActions } from "./use-tracker-actions";

/**
 * The connected tracker: whose account on it, since when and when it last brought trainings;
 * "Sync now", and "Disconnect" confirmed in place, since it takes the trainings away with it.
 */
export function TrackerCard(props: {
  tracker: TrackerLink;
  locale: Locale;
  actions: TrackerActions;
  focusOnMount: boolean;
}) {
  const { tracker, locale, actions } = props;
  const name = TRACKER_NAMES[tracker.provider];
  const connectedOn = formatMoscowDateIn(tracker.connectedAt, locale);
  const lastSynced = formatMoscowDateTimeIn(tracker.lastSyncedAt, locale);
  // After a connect the list of trackers with the pressed button is gone.
  const headingRef = useFocusOnMount<HTMLHeadingElement>(props.focusOnMount);
  return (
    <section className="card card--padded tracker-card" aria-labelledby="tracker-card-name">
      <div className="tracker-card__head">
        <TrackerMark />
        <div className="tracker-card__body">
          <p className="tracker-card__kicker">
            <Trans>Activity tracker</Trans>
          </p>
          <h2 className="tracker-card__name" id="tracker-card-name" tabIndex={-1} ref={headingRef}>
            {name}
          </h2>
          <p className="tracker-card__athlete">
            <span className="visually-hidden">
              <Trans>Athlete</Trans>:{" "}
            </span>
            {tracker.athleteName}
          </p>
        </div>
        <span className="badge badge--success tracker-card__state">
          <Trans>Connected</Trans>
        </span>
      </div>
      <ul className="tracker-card__facts">
        <li>
          <Trans>Connected on {connectedOn}</Trans>
        </li>
        <li>
          <Trans>Last synced {lastSynced} (Moscow time)</Trans>
        </li>
      </ul>
      <FormAlert code={actions.error} />
      <TrackerCardActions name={name} actions={actions} />
    </section>
  );
}

function TrackerCardActions(props: { name: string; actions: TrackerActions }) {
  const [confirming, setConfirming] = useState(false);
  // Once the question was asked and cancelled, "Disconnect" gets the focus back when it returns.
  const [asked, setAsked] = useState(false);
  if (confirming)
    return (
      <DisconnectQuestion
        name={props.name}
        actions={props.actions}
        onCancel={() => setConfirming(false)}
      />
    );
  return (
    <ActionButtons
      name={props.name}
      actions={props.actions}
      focusDisconnect={asked}
      onDisconnect={() => {
        setAsked(true);
        setConfirming(true);
      }}
    />
  );
}

function ActionButtons(props: {
  name: string;
  actions: TrackerActions;
  focusDisconnect: boolean;
  onDisconnect: () => void;
}) {
  const { actions } = props;
  const disconnectRef = useFocusOnMount<HTMLButtonElement>(props.focusDisconnect);
  return (
    <div className="tracker-card__actions">
      <button
        type="button"
        className="btn btn--primary"
        disabled={actions.busy !== null}
        aria-busy={actions.busy === "sync"}
        onClick={actions.sync}
      >
        {actions.busy === "sync" && <span className="btn__spinner" aria-hidden="true" />}
        <Trans>Sync now</Trans>
      </button>
      <button
        type="button"
        ref={disconnectRef}
        className="btn btn--ghost tracker-card__danger"
        disabled={actions.busy !== null}
        onClick={props.onDisconnect}
      >
        <Trans>Disconnect</Trans>
        <span className="visually-hidden"> {props.name}</span>
      </button>
    </div>
  );
}

/** The question in place of the buttons; Cancel takes the focus, the safe answer being at hand. */
function DisconnectQuestion(props: {
  name: string;
  actions: TrackerActions;
  onCancel: () => void;
}) {
  const { actions, name } = props;
  const cancelRef = useFocusOnMount<HTMLButtonElement>(true);
  const disconnecting = actions.busy === "disconnect";
  return (
    <div
      className="tracker-card__confirm"
      role="group"
      aria-labelledby="tracker-disconnect-question"
    >
      <p className="tracker-card__question" id="tracker-disconnect-question">
        <Trans>
          Disconnect {name}? The trainings brought from it will be removed from your account.
        </Trans>
      </p>
      <div className="tracker-card__actions">
        <button
          type="button"
          className="btn btn--secondary tracker-card__danger"
          disabled={actions.busy !== null}
          aria-busy={disconnecting}
          onClick={actions.disconnect}
        >
          {disconnecting && <span className="btn__spinner" aria-hidden="true" />}
          <Trans>Yes, disconnect</Trans>
        </button>
        <button
          type="button"
          ref={cancelRef}
          className="btn btn--ghost"
          disabled={disconnecting}
          onClick={props.onCancel}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
