import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import type { RelayTeam } from "@reg/domain";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForgetTeam, useKeepRoster, useTeamChanges, useTeamReads } from "../data/team-reads";
import { StepPending } from "../step-pending";
import { TeamChoice } from "../team/team-choice";
import { TeamRoster, type TeamRosterActions } from "../team/team-roster";
import { useStageName } from "../team/stage-bounds";
import { TeamStandingBadge } from "../team/team-standing-badge";
import { WizardNav } from "../wizard/wizard-nav";
import type { Wizard } from "../wizard/use-wizard";
import type { WizardStepProps } from "./step-props";

/** The stage the team step kept for the participant form's save (its relayPosition). */
export function keptRelayPosition(wizard: Wizard): number | null {
  const kept = wizard.values.team;
  if (typeof kept !== "object" || kept === null || !("relayPosition" in kept)) return null;
  return typeof kept.relayPosition === "number" ? kept.relayPosition : null;
}

/**
 * The team step of a relay or team race (docs/decisions/0029): a person not yet in a team of the
 * race creates one — saying who pays for it where the captain may pay for everyone — or joins one
 * by code (a share link's `?teamCode=` fills it in). One in a team sees it — their stage, the
 * roster, and as captain its management — and continues to their own participant form, saved with
 * their stage. The captain of a team they pay for (decision 0026 §7) continues to their own form
 * and then every member's (the relay journey); a member of such a team only reads the roster.
 */
export function TeamContainer(props: WizardStepProps & { linkedCode: string | null }) {
  const reads = useTeamReads();
  const relay = useQuery(reads.forRace(props.race));
  const teamId = relay.data?.team?.teamRegistrationId ?? null;
  const roster = useQuery(reads.team(teamId));
  const changes = useTeamChanges();
  const keepRoster = useKeepRoster();
  const actions = useRosterActions(roster.data ?? null);
  if (relay.isError && appErrorCode(relay.error) === "NOT_FOUND") return <NoTeamsOnline />;
  if (!relay.data) return <StepPending read={relay} />;
  const { race } = props;
  if (relay.data.team === null)
    return (
      <TeamChoice
        relay={relay.data}
        linkedCode={props.linkedCode}
        onBack={props.onBack}
        onCreate={async (values) => {
          const team = await changes.create.mutateAsync({
            ...race,
            teamName: values.teamName,
            relayPosition: Number(values.relayPosition),
            // Asked only where the captain may pay; absent is "each", as before.
            ...(relay.data.canCaptainPay ? { paidBy: values.paidBy } : {}),
          });
          await keepRoster(team);
        }}
        onJoin={async (values) => {
          const team = await changes.join.mutateAsync({
            joinCode: values.joinCode,
            relayPosition: values.relayPosition === "" ? undefined : Number(values.relayPosition),
          });
          await keepRoster(team);
        }}
      />
    );
  if (!roster.data || !actions) return <StepPending read={roster} />;
  const relayPosition = relay.data.team.relayPosition;
  const captainPays = roster.data.paidBy === "captain";
  // A member of a team their captain pays for: nothing of theirs to fill in or pay here.
  if (captainPays && !roster.data.isCaptain)
    return (
      <div className="team-step">
        <p className="team-step__lead" data-testid="your-place">
          <CaptainRegistersYou team={roster.data} />
        </p>
        <TeamRoster team={roster.data} actions={actions} headingLevel={2} readOnly />
      </div>
    );
  return (
    <div className="team-step">
      {captainPays ? (
        <CaptainPaysPlace team={roster.data} relayPosition={relayPosition} />
      ) : (
        <>
          <YourPlace team={roster.data} relayPosition={relayPosition} />
          <TeamRoster team={roster.data} actions={actions} headingLevel={2} />
        </>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.wizard.dispatch({ type: "keepValues", step: "team", values: { relayPosition } });
          props.wizard.dispatch({ type: "continue" });
        }}
      >
        <WizardNav onBack={props.onBack} busy={false} />
      </form>
    </div>
  );
}

/** The captain who pays for the team, coming to or back to the step: the way on is their own form. */
function CaptainPaysPlace(props: { team: RelayTeam; relayPosition: number }) {
  const stageName = useStageName();
  const headingId = useId();
  const teamName = props.team.teamName;
  const stage = stageName(props.relayPosition);
  return (
    <section className="team-summary" aria-labelledby={headingId} data-testid="your-place">
      <div className="team-roster__title-row">
        <h2 className="team-roster__title" id={headingId}>
          {teamName}
        </h2>
        <TeamStandingBadge standing={props.team.standing} />
      </div>
      <p className="team-step__lead">
        <Trans>
          You are the captain of «{teamName}», {stage}, and you register and pay for the whole team.
          Continue to fill in your own form, then every member's.
        </Trans>
      </p>
    </section>
  );
}

/** What a member of a captain-paid team reads: the captain does it all. */
function CaptainRegistersYou(props: { team: RelayTeam }) {
  const teamName = props.team.teamName;
  const captain = props.team.members.find((member) => member.isCaptain);
  const captainName = captain ? `${captain.firstName} ${captain.lastName}`.trim() : "";
  return captainName === "" ? (
    <Trans>
      The captain of «{teamName}» registers and pays for the whole team: there is nothing for you to
      fill in or pay here.
    </Trans>
  ) : (
    <Trans>
      Your captain, {captainName}, registers and pays for the whole team «{teamName}»: there is
      nothing for you to fill in or pay here.
    </Trans>
  );
}

/** "You are in the team … on stage …": what a member sees coming back to the step. */
function YourPlace(props: { team: RelayTeam; relayPosition: number }) {
  const stageName = useStageName();
  const teamName = props.team.teamName;
  const stage = stageName(props.relayPosition);
  return (
    <p className="team-step__lead" data-testid="your-place">
      <Trans>
        You are in the team «{teamName}», {stage}. Continue to fill in your own form and pay your
        share.
      </Trans>
    </p>
  );
}

function NoTeamsOnline() {
  return (
    <div className="alert team-alert" role="status">
      <Trans>This race does not take teams online. Please contact the organizer.</Trans>
    </div>
  );
}

/** The roster's actions over the BFF, each keeping the roster it answers. */
export function useRosterActions(
  team: RelayTeam | null,
  onLeft?: () => void,
): TeamRosterActions | null {
  const changes = useTeamChanges();
  const keepRoster = useKeepRoster();
  const forgetTeam = useForgetTeam();
  if (team === null) return null;
  const teamRegistrationId = team.teamRegistrationId;
  const keep = async (answer: Promise<RelayTeam>) => {
    await keepRoster(await answer);
  };
  return {
    move: (memberId, relayPosition) =>
      keep(changes.move.mutateAsync({ teamRegistrationId, memberId, relayPosition })),
    remove: (memberId) => keep(changes.remove.mutateAsync({ teamRegistrationId, memberId })),
    rename: (teamName) =>
      keep(
        changes.rename.mutateAsync({
          teamName,
          eventCode: team.eventCode,
          raceCode: team.raceCode,
        }),
      ),
    regenerateCode: () => keep(changes.regenerateCode.mutateAsync({ teamRegistrationId })),
    handCaptaincy: (memberId) =>
      keep(changes.handCaptaincy.mutateAsync({ teamRegistrationId, memberId })),
    leave: async () => {
      await forgetTeam(team, await changes.leave.mutateAsync({ teamRegistrationId }));
      onLeft?.();
    },
  };
}
