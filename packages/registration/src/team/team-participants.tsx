import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import {
  stageHasRoom,
  teamOrderProblem,
  type ErrorCode,
  type RaceForm,
  type RelayMember,
  type RelayTeam,
  type UploadedImage,
} from "@reg/domain";
import { FormAlert } from "@reg/ui/forms";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { appErrorCode } from "@reg/api";
import { SelectField } from "../fields/select-field";
import { ParticipantForm } from "../participant/participant-form";
import type { ParticipantFormChoices } from "../participant/participant-choices";
import {
  participantInitialValues,
  type ParticipantFormValues,
} from "../participant/participant-values";
import { WizardNav } from "../wizard/wizard-nav";
import { memberStateBadges, memberStateNames } from "./member-state-names";
import { useStageName } from "./stage-bounds";
import { MemberName, MissingMembers, StageSection } from "./team-roster";
import { TeamStandingBadge } from "./team-standing-badge";
import { useTeamAction } from "./use-team-action";
import "./team.css";

/** A member's form on the participants step: the participant form and the member's stage ("1"…). */
export type MemberFormValues = ParticipantFormValues & { relayPosition: string };

export interface TeamParticipantsProps {
  team: RelayTeam;
  /** What the race asks on the participant form (ApiInit `form`). */
  form: RaceForm;
  choices: ParticipantFormChoices;
  /** A member's stored form (teams.memberForm), to edit it. */
  loadForm: (member: RelayMember) => Promise<MemberFormValues>;
  /** Stores a member's form (teams.saveMember): a new member without an id. Field errors reject. */
  onSave: (memberId: string | null, values: MemberFormValues) => Promise<void>;
  onRemove: (memberId: string) => Promise<void>;
  /** Takes the team's order (teams.saveOrder) and moves the wizard on. */
  onContinue: () => Promise<void>;
  uploadPhoto?: (file: File) => Promise<UploadedImage>;
  onBack: (() => void) | null;
}

/** The form open on the step: a new member's, or a member's stored one. */
type Editing =
  | { readonly kind: "new"; readonly values: MemberFormValues }
  | { readonly kind: "edit"; readonly member: RelayMember; readonly values: MemberFormValues };

export function memberName(member: RelayMember): string {
  return `${member.firstName} ${member.lastName}`.trim() || (member.email ?? "");
}

/**
 * The participants step of the captain-pays journey (SPEC §2 "participants", §5 "Add all team
 * members to continue"; decision 0026 §7): the team's stages with their bounds and members, each
 * member's form added, edited or removed by the captain, and Continue once every stage has its
 * members and every member their form. One thing at a time: the list, or one member's form.
 */
export function TeamParticipants(props: TeamParticipantsProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  // Where the keyboard goes back to when the form closes: the button that opened it.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing !== null || returnTo === null) return;
    list.current?.querySelector<HTMLElement>(`[data-focus="${CSS.escape(returnTo)}"]`)?.focus();
    setReturnTo(null);
  }, [editing, returnTo]);

  if (editing !== null)
    return (
      <MemberFormView
        {...props}
        editing={editing}
        onCancel={() => setEditing(null)}
        onSaved={(name) => {
          setSaved(name);
          setEditing(null);
        }}
      />
    );
  return (
    <div ref={list}>
      <ParticipantsList
        {...props}
        saved={saved}
        onOpen={(next, focusKey) => {
          setSaved(null);
          setReturnTo(focusKey);
          setEditing(next);
        }}
      />
    </div>
  );
}

function ParticipantsList(
  props: TeamParticipantsProps & {
    saved: string | null;
    onOpen: (editing: Editing, focusKey: string) => void;
  },
) {
  const { t } = useLinguiMacro();
  const { team } = props;
  const action = useTeamAction();
  const [orderError, setOrderError] = useState<ErrorCode | null>(null);
  const [ordering, setOrdering] = useState(false);
  const headingId = useId();
  const missingId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const problem = teamOrderProblem(team.stages, team.members);
  const savedName = props.saved ?? "";
  // The order taken, its roster stays as it was paid for until it is paid or lapses (core says so).
  const ordered = team.order !== null;
  const open = ordered ? null : stageWithRoom(team);
  const error = orderError ?? action.error;
  const unfilled = team.members
    .filter((member) => member.state === "joined")
    .map((member) => {
      const name = memberName(member);
      return t`${name}: the form is not filled in`;
    });

  useEffect(() => {
    // A refusal of Continue is said above the list, which may be far above the button.
    if (orderError !== null) alertRef.current?.scrollIntoView({ block: "center" });
  }, [orderError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ordering || problem !== null) return;
    setOrdering(true);
    setOrderError(null);
    try {
      await props.onContinue();
    } catch (failure) {
      setOrderError(appErrorCode(failure));
    } finally {
      setOrdering(false);
    }
  };

  return (
    <section className="team-participants" aria-labelledby={headingId}>
      <header className="team-roster__head">
        <div className="team-roster__title-row">
          <h2 className="team-roster__title" id={headingId}>
            {team.teamName}
          </h2>
          <TeamStandingBadge standing={team.standing} />
        </div>
        <p className="team-step__lead">
          <Trans>
            Fill in a form for every member of the team. You pay for everyone on the payment step.
          </Trans>
        </p>
      </header>
      <div ref={alertRef} className="team-participants__alert">
        <FormAlert code={error} />
      </div>
      {problem !== null && <MissingMembers team={team} more={unfilled} id={missingId} />}
      {ordered && (
        <p className="alert team-alert" role="status">
          <Trans>
            The team's order is made: the members can no longer change until it is paid or its time
            to pay runs out.
          </Trans>
        </p>
      )}
      <p className="team-participants__saved" role="status">
        {props.saved !== null && t`Saved: ${savedName}`}
      </p>
      <ol className="team-roster__stages">
        {team.stages.map((stage) => (
          <StageSection
            key={stage.position}
            team={team}
            position={stage.position}
            member={(member) => (
              <MemberRow
                key={member.memberId}
                member={member}
                action={action}
                changeable={!ordered}
                onEdit={async () => {
                  const values = await props.loadForm(member);
                  props.onOpen({ kind: "edit", member, values }, `edit:${member.memberId}`);
                }}
                onRemove={props.onRemove}
              />
            )}
          />
        ))}
      </ol>
      {ordered ? null : open !== null ? (
        <div className="team-participants__add">
          <button
            type="button"
            className="btn btn--secondary"
            data-focus="add"
            disabled={action.busy !== null || ordering}
            onClick={() =>
              props.onOpen(
                {
                  kind: "new",
                  values: { ...participantInitialValues(), relayPosition: String(open) },
                },
                "add",
              )
            }
          >
            <Trans>Add a participant</Trans>
          </button>
        </div>
      ) : (
        <p className="team-roster__empty">
          <Trans>Every stage is full.</Trans>
        </p>
      )}
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <WizardNav
          onBack={props.onBack}
          busy={ordering}
          blocked={problem !== null || action.busy !== null}
          blockedBy={problem !== null ? missingId : undefined}
        />
      </form>
    </section>
  );
}

/** The first stage with room for one more: where a new member starts. */
function stageWithRoom(team: RelayTeam): number | null {
  // Where the team is short first, so the team fills up in the fewest steps.
  const short = team.stages.find((stage) => stage.members < stage.minMembers);
  return (short ?? team.stages.find(stageHasRoom))?.position ?? null;
}

type TeamAction = ReturnType<typeof useTeamAction>;

function MemberRow(props: {
  member: RelayMember;
  action: TeamAction;
  changeable: boolean;
  onEdit: (member: RelayMember) => Promise<void>;
  onRemove: (memberId: string) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { member, action } = props;
  const name = memberName(member);
  const [confirming, setConfirming] = useState(false);
  const key = (what: string) => `${what}:${member.memberId}`;
  // Once paid, a member's form is the order's: nothing to change any more.
  const changeable = props.changeable && member.state !== "paid";
  return (
    <li className="team-roster__member team-participants__member">
      <div className="team-participants__who">
        <MemberName member={member} name={name} />
        <div className="team-participants__meta">
          <span className={memberStateBadges[member.state]}>
            {i18n._(memberStateNames[member.state])}
          </span>
          {member.email !== null && member.email !== "" && (
            <span className="team-participants__email">{member.email}</span>
          )}
        </div>
      </div>
      {changeable && (
        <div className="team-roster__actions">
          <button
            type="button"
            className="btn btn--secondary"
            data-focus={key("edit")}
            aria-label={t`Edit the form of ${name}`}
            disabled={action.busy !== null}
            aria-busy={action.busy === key("edit")}
            onClick={() => void action.run(key("edit"), () => props.onEdit(member))}
          >
            <Trans>Edit</Trans>
          </button>
          {!member.isCaptain &&
            (confirming ? (
              <span className="team-roster__confirm" role="group" aria-label={t`Remove ${name}?`}>
                <button
                  type="button"
                  className="btn btn--secondary team-roster__danger"
                  disabled={action.busy !== null}
                  aria-busy={action.busy === key("remove")}
                  onClick={() =>
                    void action.run(key("remove"), () => props.onRemove(member.memberId))
                  }
                >
                  <Trans>Yes, remove {name}</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => setConfirming(false)}
                >
                  <Trans>Cancel</Trans>
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="btn btn--ghost team-roster__danger"
                aria-label={t`Remove ${name}`}
                disabled={action.busy !== null}
                onClick={() => setConfirming(true)}
              >
                <Trans>Remove</Trans>
              </button>
            ))}
        </div>
      )}
    </li>
  );
}

/** One member's participant form, with their stage: a new member's, or one stored before. */
function MemberFormView(
  props: TeamParticipantsProps & {
    editing: Editing;
    onCancel: () => void;
    onSaved: (name: string) => void;
  },
) {
  const { t } = useLinguiMacro();
  const stageName = useStageName();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { editing, team } = props;
  const memberId = editing.kind === "edit" ? editing.member.memberId : null;
  const current = editing.kind === "edit" ? editing.member.relayPosition : null;
  // The member's own stage, and every other stage with room for one more.
  const stages = team.stages.filter((stage) => stage.position === current || stageHasRoom(stage));
  useEffect(() => {
    // The form replaces the list: the keyboard and a screen reader start at its heading.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  const name = editing.kind === "edit" ? memberName(editing.member) : "";
  return (
    <section className="team-member-form" aria-labelledby={headingId}>
      <h2 className="team-step__title" id={headingId} ref={heading} tabIndex={-1}>
        {editing.kind === "new" ? <Trans>New participant</Trans> : t`Participant form: ${name}`}
      </h2>
      <p className="team-step__lead">
        {editing.kind === "new" ? (
          <Trans>
            Fill in the form as in the participant's documents. Their account is found by the
            e-mail, or made for them.
          </Trans>
        ) : (
          <Trans>Change what is needed and save the form.</Trans>
        )}
      </p>
      <ParticipantForm<MemberFormValues>
        key={memberId ?? "new"}
        formId="participant-form"
        initialValues={editing.values}
        form={props.form}
        choices={props.choices}
        uploadPhoto={props.uploadPhoto}
        onBack={props.onCancel}
        backLabel={<Trans>Cancel</Trans>}
        submitLabel={<Trans>Save the form</Trans>}
        codeFields={{ TEAM_FULL: "relayPosition" }}
        leading={
          <fieldset className="form__section">
            <legend className="form__legend">
              <Trans>Stage</Trans>
            </legend>
            <div className="form__row form__row--split">
              <SelectField
                name="relayPosition"
                label={t`The participant's stage`}
                options={stages.map((stage) => ({
                  value: String(stage.position),
                  label: stageName(stage.position),
                }))}
              />
            </div>
          </fieldset>
        }
        onSubmit={async (values) => {
          await props.onSave(memberId, values);
          props.onSaved(`${values.firstName} ${values.lastName}`.trim() || values.email);
        }}
      />
    </section>
  );
}
