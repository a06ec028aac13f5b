import { Plural, Trans } from "@lingui/react/macro";
import { TRACKER_NAMES } from "@reg/domain";
import type { TrackerOutcome } from "./use-tracker-actions";

/**
 * The last action's outcome, said politely: always in the page, empty until there is something to
 * say, so a screen reader hears the words that arrive in it.
 */
export function TrackerStatus(props: { outcome: TrackerOutcome | null }) {
  return (
    <p className="trainings-status" role="status" data-testid="trainings-status">
      {props.outcome && <OutcomeText outcome={props.outcome} />}
    </p>
  );
}

function OutcomeText(props: { outcome: TrackerOutcome }) {
  const { outcome } = props;
  switch (outcome.kind) {
    case "connected": {
      const name = TRACKER_NAMES[outcome.provider];
      return <Trans>{name} is connected. Your trainings from it are below.</Trans>;
    }
    case "synced": {
      const added = outcome.added;
      return (
        <Plural
          value={added}
          _0="Synced: no new trainings."
          one="Synced: # new training."
          other="Synced: # new trainings."
        />
      );
    }
    case "disconnected": {
      const name = TRACKER_NAMES[outcome.provider];
      return (
        <Trans>{name} is disconnected; the trainings brought from it have been removed.</Trans>
      );
    }
  }
}
