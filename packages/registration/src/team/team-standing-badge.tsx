import { useLingui } from "@lingui/react";
import type { TeamStanding } from "@reg/domain";
import { standingBadges, standingNames } from "./member-state-names";

/** A team's standing as a badge: on the roster's head and on a card of "my registrations". */
export function TeamStandingBadge(props: { standing: TeamStanding }) {
  const { i18n } = useLingui();
  return (
    <span className={standingBadges[props.standing]}>{i18n._(standingNames[props.standing])}</span>
  );
}
