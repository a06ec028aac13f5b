import { Trans } from "@lingui/react/macro";
import type { ClubSummary } from "@reg/domain";

/** A club's four totals as labelled figures: the ranking's line and the club page's head. */
export function ClubStats(props: { club: ClubSummary; compact?: boolean }) {
  const { club } = props;
  return (
    <dl className={props.compact ? "club-stats club-stats--compact" : "club-stats"}>
      <div className="club-stats__item">
        <dt>
          <Trans>Finishers</Trans>
        </dt>
        <dd>{club.finishers}</dd>
      </div>
      <div className="club-stats__item">
        <dt>
          <Trans>Starts</Trans>
        </dt>
        <dd>{club.starts}</dd>
      </div>
      <div className="club-stats__item">
        <dt>
          <Trans>Podiums</Trans>
        </dt>
        <dd>{club.podiums}</dd>
      </div>
      <div className="club-stats__item">
        <dt>
          {/* Its own message: the list's "Events" is a section's name, this one a count. */}
          <Trans context="club totals">Events</Trans>
        </dt>
        <dd>{club.events}</dd>
      </div>
    </dl>
  );
}
