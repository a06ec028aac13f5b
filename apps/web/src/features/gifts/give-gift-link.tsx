import { Trans } from "@lingui/react/macro";
import type { EventPageRace } from "@reg/domain";
import { Link } from "@tanstack/react-router";

/**
 * "Give as a gift" beside a race's Register on the event page (decision 0031): only while the race
 * takes online registrations, and not for a relay (its places are a team's).
 */
export function GiveGiftLink(props: { eventCode: string; race: EventPageRace }) {
  if (props.race.availability !== "open" || props.race.isRelay) return null;
  return (
    <Link
      to="/$eventCode/$raceCode/gift"
      params={{ eventCode: props.eventCode, raceCode: props.race.code }}
      className="btn btn--secondary"
    >
      <Trans>Give as a gift</Trans>
      <span className="visually-hidden">: {props.race.name}</span>
    </Link>
  );
}
