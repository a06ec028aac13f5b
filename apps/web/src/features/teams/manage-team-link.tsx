import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

/**
 * "Manage the team" on a card of "my registrations" whose race the person has a team in (decision
 * 0029): one read of their teams serves every card of the page (the same query, cached); a race
 * with no team of theirs shows nothing.
 */
export function ManageTeamLink(props: { eventCode: string; raceCode: string }) {
  const trpc = useTRPC();
  const teams = useQuery(trpc.teams.listMine.queryOptions());
  const team = teams.data?.find(
    (t) => t.eventCode === props.eventCode && t.raceCode === props.raceCode,
  );
  if (!team) return null;
  return (
    <Link
      to="/account/team/$eventCode/$raceCode"
      params={{ eventCode: props.eventCode, raceCode: props.raceCode }}
      className="btn btn--secondary"
    >
      {team.isCaptain ? <Trans>Manage the team</Trans> : <Trans>My team</Trans>}
    </Link>
  );
}
