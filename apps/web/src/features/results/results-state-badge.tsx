import { Trans } from "@lingui/react/macro";
import type { ResultsState } from "@reg/domain";

/** The event's results state: published, being processed, or (before the start) none to show. */
export function ResultsStateBadge(props: { state: ResultsState; startsAt: string }) {
  if (props.state === "published")
    return (
      <span className="badge badge--success">
        <Trans>Results published</Trans>
      </span>
    );
  if (props.state === "pending")
    return (
      <span className="badge badge--warning">
        <Trans>Results pending</Trans>
      </span>
    );
  // An event still to come has no results yet by nature; saying so would be noise.
  if (Date.parse(props.startsAt) > Date.now()) return null;
  return (
    <span className="badge badge--muted">
      <Trans>No results</Trans>
    </span>
  );
}
