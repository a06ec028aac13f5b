import { Trans, useLingui } from "@lingui/react/macro";
import {
  fieldRules,
  JOIN_CODE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_PAYERS,
  type RelayRegistration,
  type TeamPayer,
} from "@reg/domain";
import { ServerForm, yupFormSchema } from "@reg/ui/forms";
import { useField, useFormikContext } from "formik";
import { useId, useState, type ReactNode } from "react";
import { FieldError } from "../fields/field-error";
import { InputField } from "../fields/input-field";
import { SelectField } from "../fields/select-field";
import { WizardNav } from "../wizard/wizard-nav";
import { RaceStages, useStageName } from "./stage-bounds";
import "./team.css";

const createSchema = yupFormSchema({ teamName: fieldRules.teamName });
const joinSchema = yupFormSchema({ joinCode: fieldRules.joinCode });

/** What the person asks for: a new team, or a place in one by its code; a stage as a string ("" for none). */
export interface CreateTeamValues {
  teamName: string;
  relayPosition: string;
  /** Who pays (decision 0026 §7); asked only where the captain may pay for everyone. */
  paidBy: TeamPayer;
}
export interface JoinTeamValues {
  joinCode: string;
  relayPosition: string;
}

export interface TeamChoiceProps {
  relay: RelayRegistration;
  /** The code of a share link (`?teamCode=`): the join form opens with it filled in. */
  linkedCode: string | null;
  onCreate: (values: CreateTeamValues) => Promise<void>;
  onJoin: (values: JoinTeamValues) => Promise<void>;
  onBack: (() => void) | null;
}

/**
 * The team step before the person is in a team (SPEC §2 Team, §4 join a team by code): they create
 * the race's team as its captain, or join one by the code a captain shared. A share link opens the
 * join form with its code; a race with no team place left offers only joining.
 */
export function TeamChoice(props: TeamChoiceProps) {
  const { t } = useLingui();
  const canCreate = props.relay.canCreateTeam;
  const [mode, setMode] = useState<"create" | "join">(
    props.linkedCode !== null || !canCreate ? "join" : "create",
  );
  const headingId = useId();
  return (
    <section className="team-step" aria-labelledby={headingId}>
      <h2 className="team-step__title" id={headingId}>
        <Trans>Your team</Trans>
      </h2>
      <p className="team-step__lead">
        {props.relay.canCaptainPay ? (
          <Trans>
            Create the team and share its code, or join a team whose captain gave you a code. Each
            member pays their own share, or the captain registers and pays for the whole team.
          </Trans>
        ) : (
          <Trans>
            Each member of the team fills in their own form and pays their own share. Create the
            team and share its code, or join a team whose captain gave you a code.
          </Trans>
        )}
      </p>
      <div className="segmented segmented--block" role="group" aria-label={t`Team`}>
        <button
          type="button"
          className="segmented__item"
          aria-pressed={mode === "create"}
          onClick={() => setMode("create")}
        >
          <Trans>Create a team</Trans>
        </button>
        <button
          type="button"
          className="segmented__item"
          aria-pressed={mode === "join"}
          onClick={() => setMode("join")}
        >
          <Trans>Join by code</Trans>
        </button>
      </div>
      {mode === "create" ? (
        canCreate ? (
          <CreateTeamForm {...props} />
        ) : (
          <p className="alert team-alert" role="status">
            <Trans>
              No more teams can register for this race. You can still join a team by its code.
            </Trans>
          </p>
        )
      ) : (
        <JoinTeamForm {...props} />
      )}
    </section>
  );
}

function stageOptions(relay: RelayRegistration, stageName: (position: number) => string) {
  return relay.stages.map((stage) => ({
    value: String(stage.position),
    label: stageName(stage.position),
  }));
}

function CreateTeamForm(props: TeamChoiceProps) {
  const { t } = useLingui();
  const stageName = useStageName();
  return (
    <ServerForm<CreateTeamValues>
      initialValues={{ teamName: "", relayPosition: "1", paidBy: "each" }}
      validationSchema={createSchema}
      onSubmit={props.onCreate}
      codeFields={{ TEAM_EXISTS: "teamName", TEAM_FULL: "relayPosition" }}
    >
      <h3 className="team-step__subtitle">
        <Trans>The race's stages</Trans>
      </h3>
      <RaceStages stages={props.relay.stages} />
      <InputField
        name="teamName"
        label={t`Team name`}
        maxLength={TEAM_NAME_MAX_LENGTH}
        autoComplete="off"
        hint={t`Unique in this race; you can change it later.`}
      />
      <SelectField
        name="relayPosition"
        label={t`Your stage`}
        options={stageOptions(props.relay, stageName)}
      />
      {props.relay.canCaptainPay && <WhoPays />}
      <TeamNav onBack={props.onBack} label={<Trans>Create the team</Trans>} />
    </ServerForm>
  );
}

/** "Who pays?": each member their own share (as before), or the captain for the whole team. */
function WhoPays() {
  const { t } = useLingui();
  const [field, meta] = useField<TeamPayer>("paidBy");
  const id = useId();
  const labels: Record<TeamPayer, { name: string; hint: string }> = {
    each: {
      name: t`Each member pays their own share`,
      hint: t`Members join by the team's code and fill in their own forms.`,
    },
    captain: {
      name: t`I register and pay for the whole team`,
      hint: t`You fill in every member's form and pay for everyone in one payment.`,
    },
  };
  return (
    <fieldset className="team-payer" aria-describedby={meta.error ? `${id}-error` : undefined}>
      <legend className="form__legend team-payer__legend">
        <Trans>Who pays?</Trans>
      </legend>
      {TEAM_PAYERS.map((payer) => (
        <label key={payer} className="choice-option" htmlFor={`${id}-${payer}`}>
          <input
            {...field}
            type="radio"
            id={`${id}-${payer}`}
            className="choice-option__radio"
            value={payer}
            checked={field.value === payer}
            aria-labelledby={`${id}-${payer}-name`}
            aria-describedby={`${id}-${payer}-hint`}
          />
          <span className="choice-option__body">
            <span className="choice-option__name" id={`${id}-${payer}-name`}>
              {labels[payer].name}
            </span>
            <span className="choice-option__hint" id={`${id}-${payer}-hint`}>
              {labels[payer].hint}
            </span>
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} error={meta.error ?? null} />
    </fieldset>
  );
}

function JoinTeamForm(props: TeamChoiceProps) {
  const { t } = useLingui();
  const stageName = useStageName();
  return (
    <ServerForm<JoinTeamValues>
      initialValues={{ joinCode: props.linkedCode ?? "", relayPosition: "" }}
      validationSchema={joinSchema}
      onSubmit={props.onJoin}
      codeFields={{
        TEAM_NOT_FOUND: "joinCode",
        TOO_MANY_ATTEMPTS: "joinCode",
        TEAM_FULL: "relayPosition",
      }}
    >
      <InputField
        name="joinCode"
        label={t`Team code`}
        maxLength={JOIN_CODE_MAX_LENGTH}
        autoComplete="off"
        hint={t`12 letters and digits, as the captain sent them.`}
      />
      <SelectField
        name="relayPosition"
        label={t`Your stage`}
        placeholder={t`Where the team needs someone`}
        options={stageOptions(props.relay, stageName)}
      />
      <TeamNav onBack={props.onBack} label={<Trans>Join the team</Trans>} />
    </ServerForm>
  );
}

/** The step's submit, busy while the form's request is under way (Formik's isSubmitting). */
function TeamNav(props: { onBack: (() => void) | null; label: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return <WizardNav onBack={props.onBack} busy={isSubmitting} continueLabel={props.label} />;
}
