import { createFileRoute } from "@tanstack/react-router";
import { TeamPage } from "../../features/teams/team-page";

/**
 * The person's team of a race in the personal account (decision 0029), behind the login gate of
 * `_authed`: "Manage the team" of a registration card leads here by the race's codes.
 */
export const Route = createFileRoute("/_authed/account_/team/$eventCode/$raceCode")({
  component: TeamRoute,
});

function TeamRoute() {
  const params = Route.useParams();
  return <TeamPage eventCode={params.eventCode} raceCode={params.raceCode} />;
}
