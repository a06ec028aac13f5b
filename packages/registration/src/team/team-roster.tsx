import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import {
  fieldRules,
  formatMoscowDateTimeIn,
  missingMembers,
  stageHasRoom,
  TEAM_NAME_MAX_LENGTH,
  type Locale,
  type RelayMember,
  type RelayTeam,
} from "@reg/domain";
import { FormAlert, ServerForm, SubmitButton, yupFormSchema } from "@reg/ui/forms";
import { useId, useState, type ReactNode } from "react";
import { InputField } from "../fields/input-field";
import { useLocale } from "../use-locale";
import { memberStateBadges, memberStateNames } from "./member-state-names";
import { useShareLink } from "./share-link";
import { StageBoundsText, useStageName } from "./stage-bounds";
import { TeamInvite } from "./team-invite";
import { TeamStandingBadge } from "./team-standing-badge";
import { useTeamAction } from "./use-team-action";
import "./team.css";

/** The captain's changes and a member's leaving; each resolves once the new roster is kept. */
export interface TeamRosterActions {
  move: (memberId: string, relayPosition: number) => Promise<void>;
  remove: (memberId: string) => Promise<void>;
  rename: (teamName: string) => Promise<void>;
  regenerateCode: () => Promise<void>;
  handCaptaincy: (memberId: string) => Promise<void>;
  leave: () => Promise<void>;
}

export interface TeamRosterProps {
  team: RelayTeam;
  actions: TeamRosterActions;
  /** The roster's heading level: 2 in the wizard's step, 1 on its own page. */
  headingLevel: 1 | 2;
  /** Shown only, with no action at all (a member of a team their captain registers and pays for). */
  readOnly?: boolean;
}

/**
 * A team's roster (issue 11 item 1): its members per stage with their state (joined, form filled,
 * paid), the team's standing and its roster lock. The captain manages it here — moves, removes,
 * hands over the captaincy, renames the team, shares or renews its code — until the lock; a member
 * reads it and may leave. After the lock it is read-only for everyone.
 */
export function TeamRoster(props: TeamRosterProps) {
  const { team } = props;
  const locale = useLocale();
  const action = useTeamAction();
  const headingId = useId();
  const Heading = props.headingLevel === 1 ? "h1" : "h2";
  const manage = team.isCaptain && team.rosterOpen && !props.readOnly;
  const shareLink = useShareLink(team, team.joinCode);
  return (
    <section className="team-roster" aria-labelledby={headingId}>
      <header className="team-roster__head">
        <div className="team-roster__title-row">
          <Heading className="team-roster__title" id={headingId}>
            {team.teamName}
          </Heading>
          <TeamStandingBadge standing={team.standing} />
        </div>
        <RosterLock team={team} locale={locale} />
      </header>
      {team.standing === "forming" && !props.readOnly && <MissingMembers team={team} />}
      <FormAlert code={action.error} />
      {manage && team.joinCode !== null && (
        <TeamInvite
          joinCode={team.joinCode}
          shareLink={shareLink}
          busy={action.busy === "code"}
          onRegenerate={() => void action.run("code", props.actions.regenerateCode)}
        />
      )}
      <ol className="team-roster__stages">
        {team.stages.map((stage) => (
          <StageRow
            key={stage.position}
            team={team}
            position={stage.position}
            manage={manage}
            action={action}
            actions={props.actions}
          />
        ))}
      </ol>
      {manage && <RenameForm team={team} onRename={props.actions.rename} />}
      {!team.isCaptain && team.rosterOpen && !props.readOnly && (
        <LeaveTeam
          busy={action.busy === "leave"}
          onLeave={() => action.run("leave", props.actions.leave)}
        />
      )}
    </section>
  );
}

function RosterLock(props: { team: RelayTeam; locale: Locale }) {
  const when = formatMoscowDateTimeIn(props.team.rosterLocksAt, props.locale);
  return (
    <p className="team-roster__lock">
      {props.team.rosterOpen ? (
        <Trans>The roster can be changed until {when} (Moscow time).</Trans>
      ) : (
        <Trans>The roster was locked on {when}: it can no longer be changed.</Trans>
      )}
    </p>
  );
}

/**
 * "Add all team members to continue", and which stages still lack whom; `more` adds what else is
 * missing (the members whose form the captain has not filled in yet, on the participants step).
 */
export function MissingMembers(props: { team: RelayTeam; more?: readonly string[]; id?: string }) {
  const { t } = useLinguiMacro();
  const stageName = useStageName();
  const missing = missingMembers(props.team.stages);
  return (
    <div className="alert team-alert team-roster__missing" role="status" id={props.id}>
      <p className="team-roster__missing-title">
        <Trans>Add all team members to continue</Trans>
      </p>
      {missing.length + (props.more?.length ?? 0) > 0 && (
        <ul className="team-roster__missing-list">
          {missing.map((stage) => {
            const name = stageName(stage.position);
            const count = stage.missing;
            return <li key={stage.position}>{t`${name}: ${count} more needed`}</li>;
          })}
          {props.more?.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type TeamAction = ReturnType<typeof useTeamAction>;

function StageRow(props: {
  team: RelayTeam;
  position: number;
  manage: boolean;
  action: TeamAction;
  actions: TeamRosterActions;
}) {
  return (
    <StageSection
      team={props.team}
      position={props.position}
      member={(member) => <MemberRow key={member.memberId} {...props} member={member} />}
    />
  );
}

/** One stage of a roster: its name, count and bounds, then its members as `member` draws each. */
export function StageSection(props: {
  team: RelayTeam;
  position: number;
  member: (member: RelayMember) => ReactNode;
}) {
  const stageName = useStageName();
  const stage = props.team.stages.find((s) => s.position === props.position);
  if (!stage) return null;
  const members = props.team.members.filter((m) => m.relayPosition === stage.position);
  return (
    <li className="team-roster__stage">
      <div className="team-roster__stage-head">
        <h3 className="team-roster__stage-name">{stageName(stage.position)}</h3>
        <span className="team-roster__stage-count">
          {stage.members} / {stage.maxMembers} · <StageBoundsText stage={stage} />
        </span>
      </div>
      {members.length === 0 ? (
        <p className="team-roster__empty">
          <Trans>Nobody yet</Trans>
        </p>
      ) : (
        <ul className="team-roster__members">{members.map(props.member)}</ul>
      )}
    </li>
  );
}

/** A member's name with the Captain and You marks; `children` follow them (the state's badge). */
export function MemberName(props: { member: RelayMember; name: string; children?: ReactNode }) {
  return (
    <div className="team-roster__member-main">
      <span className="team-roster__member-name">{props.name}</span>
      {props.member.isCaptain && (
        <span className="chip chip--brand">
          <Trans>Captain</Trans>
        </span>
      )}
      {props.member.isYou && (
        <span className="chip">
          <Trans>You</Trans>
        </span>
      )}
      {props.children}
    </div>
  );
}

function MemberRow(props: {
  team: RelayTeam;
  member: RelayMember;
  manage: boolean;
  action: TeamAction;
  actions: TeamRosterActions;
}) {
  const { i18n } = useLingui();
  const { member } = props;
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <li className="team-roster__member">
      <MemberName member={member} name={name}>
        <span className={`${memberStateBadges[member.state]} team-roster__state`}>
          {i18n._(memberStateNames[member.state])}
        </span>
      </MemberName>
      {props.manage && !member.isYou && <MemberActions {...props} name={name} />}
    </li>
  );
}

/** The captain's actions on another member: move to a stage with room, make captain, remove (confirmed). */
function MemberActions(props: {
  team: RelayTeam;
  member: RelayMember;
  name: string;
  action: TeamAction;
  actions: TeamRosterActions;
}) {
  const { t } = useLinguiMacro();
  const stageName = useStageName();
  const { member, action, name } = props;
  const targets = props.team.stages.filter(
    (stage) => stage.position !== member.relayPosition && stageHasRoom(stage),
  );
  const [target, setTarget] = useState("");
  const [confirming, setConfirming] = useState(false);
  const selectId = useId();
  const key = (what: string) => `${what}:${member.memberId}`;
  return (
    <div className="team-roster__actions">
      {targets.length > 0 && (
        <div className="team-roster__move">
          <label className="visually-hidden" htmlFor={selectId}>
            {t`Move ${name} to stage`}
          </label>
          <select
            id={selectId}
            className="field__input field__select team-roster__move-select"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{t`Move to…`}</option>
            {targets.map((stage) => (
              <option key={stage.position} value={String(stage.position)}>
                {stageName(stage.position)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={target === "" || action.busy !== null}
            aria-busy={action.busy === key("move")}
            onClick={() =>
              void action.run(key("move"), () =>
                props.actions.move(member.memberId, Number(target)),
              )
            }
          >
            <Trans>Move</Trans>
          </button>
        </div>
      )}
      <button
        type="button"
        className="btn btn--ghost"
        disabled={action.busy !== null}
        aria-busy={action.busy === key("captain")}
        onClick={() =>
          void action.run(key("captain"), () => props.actions.handCaptaincy(member.memberId))
        }
      >
        <Trans>Make captain</Trans>
      </button>
      {confirming ? (
        <span className="team-roster__confirm" role="group" aria-label={t`Remove ${name}?`}>
          <button
            type="button"
            className="btn btn--secondary team-roster__danger"
            disabled={action.busy !== null}
            aria-busy={action.busy === key("remove")}
            onClick={() =>
              void action.run(key("remove"), () => props.actions.remove(member.memberId))
            }
          >
            <Trans>Yes, remove {name}</Trans>
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="btn btn--ghost team-roster__danger"
          disabled={action.busy !== null}
          onClick={() => setConfirming(true)}
        >
          <Trans>Remove</Trans>
        </button>
      )}
    </div>
  );
}

const renameSchema = yupFormSchema({ teamName: fieldRules.teamName });

function RenameForm(props: { team: RelayTeam; onRename: (teamName: string) => Promise<void> }) {
  const { t } = useLinguiMacro();
  return (
    <div className="team-roster__rename">
      <ServerForm<{ teamName: string }>
        key={props.team.teamName}
        initialValues={{ teamName: props.team.teamName }}
        validationSchema={renameSchema}
        onSubmit={(values) => props.onRename(values.teamName)}
        codeFields={{ TEAM_EXISTS: "teamName" }}
      >
        <InputField
          name="teamName"
          label={t`Team name`}
          maxLength={TEAM_NAME_MAX_LENGTH}
          autoComplete="off"
        />
        <SubmitButton>
          <Trans>Rename the team</Trans>
        </SubmitButton>
      </ServerForm>
    </div>
  );
}

function LeaveTeam(props: { busy: boolean; onLeave: () => Promise<boolean> }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <div className="team-roster__leave">
        <button
          type="button"
          className="btn btn--ghost team-roster__danger"
          onClick={() => setConfirming(true)}
        >
          <Trans>Leave the team</Trans>
        </button>
      </div>
    );
  return (
    <div className="team-roster__leave" role="group">
      <p>
        <Trans>Leave the team? Your own registration stays yours; you may join another team.</Trans>
      </p>
      <button
        type="button"
        className="btn btn--secondary team-roster__danger"
        disabled={props.busy}
        aria-busy={props.busy}
        onClick={() => void props.onLeave()}
      >
        <Trans>Yes, leave</Trans>
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
