import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { RelayMember, RelayTeam } from "@reg/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { uploadImageInput } from "../data/file-data-url";
import { saveMemberInput } from "../data/participant-fields";
import { useRegistrationReads } from "../data/registration-reads";
import { useKeepRoster, useTeamChanges, useTeamReads } from "../data/team-reads";
import { ParticipantForm } from "../participant/participant-form";
import {
  participantValuesFromServer,
  type ParticipantFormValues,
} from "../participant/participant-values";
import { StepPending } from "../step-pending";
import type { WizardStepProps } from "./step-props";
import { useParticipantChoices } from "./use-participant-choices";

function isParticipantValues(value: unknown): value is ParticipantFormValues {
  return typeof value === "object" && value !== null && "email" in value && "answers" in value;
}

/** The caller on their team's roster: their member id and stage. */
function ownMember(team: RelayTeam | undefined): RelayMember | null {
  return team?.members.find((member) => member.isYou) ?? null;
}

/**
 * My form (SPEC §2), the captain-pays journey's (decision 0026 §7): the captain's own participant
 * form, stored on the team's roster with `teams.saveMember` under the captain's own member id and
 * stage. It opens with what the wizard kept, else the form the captain stored before, else the
 * account's data, as the person's own form does.
 */
export function MyFormContainer(props: WizardStepProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const teamReads = useTeamReads();
  const relay = useQuery(teamReads.forRace(props.race));
  const teamId = relay.data?.team?.teamRegistrationId ?? null;
  const roster = useQuery(teamReads.team(teamId));
  const me = ownMember(roster.data);
  // A form stored before is read back; until then the account's data fills it in.
  const stored = useQuery(
    teamReads.memberForm(teamId, me !== null && me.state !== "joined" ? me.memberId : null),
  );
  const account = useQuery({
    ...useRegistrationReads().form(props.race),
    enabled: me !== null && me.state === "joined",
  });
  const choices = useParticipantChoices(props.race);
  const upload = useMutation(trpc.registration.uploadImage.mutationOptions());
  const { saveMember } = useTeamChanges();
  const keepRoster = useKeepRoster();

  if (!relay.data) return <StepPending read={relay} />;
  if (!roster.data || me === null) return <StepPending read={roster} />;
  const kept = props.wizard.values.myForm;
  let initial: ParticipantFormValues;
  if (isParticipantValues(kept)) initial = kept;
  else if (me.state === "joined") {
    if (!account.data) return <StepPending read={account} />;
    initial = participantValuesFromServer(account.data.participant, null);
  } else {
    if (!stored.data) return <StepPending read={stored} />;
    initial = participantValuesFromServer(stored.data.values, null);
  }
  const team = roster.data;
  // The team's order is made: the forms stay as they were taken into it (core refuses a change).
  const ordered = team.order !== null;
  return (
    <ParticipantForm
      formId="participant-form"
      initialValues={initial}
      form={props.init.form}
      choices={choices}
      onBack={props.onBack}
      onValuesChange={(values) =>
        props.wizard.dispatch({ type: "keepValues", step: "myForm", values })
      }
      uploadPhoto={async (file) => upload.mutateAsync(await uploadImageInput(file, null))}
      leading={
        ordered ? (
          <p className="alert team-alert" role="status">
            <Trans>
              The team's order is made: your form can no longer change until it is paid or its time
              to pay runs out.
            </Trans>
          </p>
        ) : null
      }
      onSubmit={async (values) => {
        if (ordered) {
          props.wizard.dispatch({ type: "continue" });
          return;
        }
        const saved = await saveMember.mutateAsync(
          saveMemberInput(
            {
              teamRegistrationId: team.teamRegistrationId,
              memberId: me.memberId,
              relayPosition: me.relayPosition,
            },
            values,
          ),
        );
        await keepRoster(saved);
        queryClient.removeQueries(
          trpc.teams.memberForm.queryFilter({
            teamRegistrationId: team.teamRegistrationId,
            memberId: me.memberId,
          }),
        );
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
