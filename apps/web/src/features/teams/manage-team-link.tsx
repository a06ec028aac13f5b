import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { TeamStandingBadge } from "@reg/registration";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

interface RaceParams {
  eventCode: string;
  raceCode: string;
}

/**
 * The person's team on a card's race (decision 0029): one read of their teams serves every card
 * of the page (the same query, cached); a race with no team of theirs has none.
 */
function useMyTeam(props: RaceParams) {
  const trpc = useTRPC();
  const teams = useQuery(trpc.teams.listMine.queryOptions());
  return teams.data?.find((t) => t.eventCode === props.eventCode && t.raceCode === props.raceCode);
}

/** "Team «Name»" and how it stands (forming, complete, incomplete) on a card of "my registrations". */
export function MyTeamLine(props: RaceParams) {
  const team = useMyTeam(props);
  if (!team) return null;
  return (
    <p className="my-registration__team">
      <Trans>Team «{team.teamName}»</Trans> <TeamStandingBadge standing={team.standing} />
    </p>
  );
}

/** "Manage the team" (the captain) or "My team" on a card whose race the person has a team in. */
export function ManageTeamLink(props: RaceParams) {
  const team = useMyTeam(props);
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
