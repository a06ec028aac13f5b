import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import { useDocumentTitle } from "@reg/front";
import { ErrorState, FullPageLoader } from "@reg/ui";
import { TeamRoster, useRosterActions, useTeamReads } from "@reg/registration";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import "./team-page.css";

/** A read refused as not the person's, or as no race at all: the same "not found" (nothing is told). */
const NOT_THEIRS = new Set(["NOT_FOUND", "VALIDATION_FAILED"]);

/**
 * `/account/team/{eventCode}/{raceCode}`: the person's team of a race on its own page, reached from
 * "my registrations" as "Manage the team" (decision 0029). The captain manages it here as in the
 * wizard's team step; a member reads it and may leave. Whose team it is comes from the session only.
 */
export function TeamPage(props: { eventCode: string; raceCode: string }) {
  const { t } = useLingui();
  const reads = useTeamReads();
  const relay = useQuery(reads.forRace(props));
  const team = useQuery(reads.team(relay.data?.team?.teamRegistrationId ?? null));
  const actions = useRosterActions(team.data ?? null);
  useDocumentTitle(team.data ? t`Team: ${team.data.teamName}` : t`My team`);
  const failed = relay.isError ? relay : team.isError ? team : null;
  return (
    <div className="container page team-page">
      <Link to="/account" className="auth-card__link">
        <Trans>Back to my account</Trans>
      </Link>
      {failed && NOT_THEIRS.has(appErrorCode(failed.error)) ? (
        <NoTeam />
      ) : failed ? (
        <ErrorState variant="page" onRetry={() => void failed.refetch()} />
      ) : relay.data && relay.data.team === null ? (
        <NoTeam registerParams={props} />
      ) : !team.data || !actions ? (
        <FullPageLoader />
      ) : (
        <div className="card card--padded team-page__card">
          <TeamRoster team={team.data} actions={actions} headingLevel={1} />
          <p className="team-page__register">
            <Link className="btn btn--secondary" to="/$eventCode/$raceCode/register" params={props}>
              <Trans>To my registration for the race</Trans>
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

/** Not in a team of the race (any more): the way to create or join one is the register page. */
function NoTeam(props: { registerParams?: { eventCode: string; raceCode: string } }) {
  return (
    <div className="state state--page" role="status">
      <h1 className="state__title">
        <Trans>You are not in a team of this race</Trans>
      </h1>
      {props.registerParams && (
        <div className="state__actions">
          <Link
            className="btn btn--primary"
            to="/$eventCode/$raceCode/register"
            params={props.registerParams}
          >
            <Trans>Create or join a team</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
