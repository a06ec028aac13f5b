import { Trans } from "@lingui/react/macro";
import { TRACKER_NAMES, TRACKER_PROVIDERS } from "@reg/domain";
import { FormAlert } from "@reg/ui/forms";
import { TrackerMark } from "./sport-icon";
import { useFocusOnMount } from "./use-focus-on-mount";
import type { TrackerActions } from "./use-tracker-actions";

/**
 * No tracker yet: what connecting one gives, and the five trackers to choose from. Connecting
 * another later replaces the one connected (one at a time).
 */
export function TrackerChoice(props: { actions: TrackerActions; focusOnMount: boolean }) {
  const { actions } = props;
  // After a disconnect the card with the pressed button is gone.
  const headingRef = useFocusOnMount<HTMLHeadingElement>(props.focusOnMount);
  return (
    <section className="card card--padded tracker-choice" aria-labelledby="tracker-choice-title">
      <h2
        className="tracker-choice__title"
        id="tracker-choice-title"
        tabIndex={-1}
        ref={headingRef}
      >
        <Trans>Connect an activity tracker</Trans>
      </h2>
      <p className="tracker-choice__lead">
        <Trans>
          Connect your tracker to see your trainings and your weekly totals here. The trainings stay
          on the tracker too; you can disconnect it at any time.
        </Trans>
      </p>
      <FormAlert code={actions.error} />
      <ul className="tracker-choice__list">
        {TRACKER_PROVIDERS.map((provider) => {
          const name = TRACKER_NAMES[provider];
          const pending = actions.connecting === provider;
          return (
            <li key={provider} className="tracker-option">
              <TrackerMark />
              <span className="tracker-option__name">{name}</span>
              <button
                type="button"
                className="btn btn--secondary tracker-option__connect"
                disabled={actions.busy !== null}
                aria-busy={pending}
                onClick={() => actions.connect(provider)}
              >
                {pending && <span className="btn__spinner" aria-hidden="true" />}
                <Trans>Connect</Trans>
                <span className="visually-hidden"> {name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
