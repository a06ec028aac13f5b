import { useTRPC } from "@reg/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { uploadImageInput } from "../data/file-data-url";
import { saveMemberInput } from "../data/participant-fields";
import { useKeepRoster, useTeamChanges, useTeamReads } from "../data/team-reads";
import { participantValuesFromServer } from "../participant/participant-values";
import { StepPending } from "../step-pending";
import { TeamParticipants } from "../team/team-participants";
import type { WizardStepProps } from "./step-props";
import { useParticipantChoices } from "./use-participant-choices";

/**
 * The participants step of the captain-pays journey (decision 0026 §7): the captain adds, edits
 * and removes the members' forms on the team's roster (teams.saveMember, memberForm,
 * removeMember); Continue takes the team's order (teams.saveOrder), and the captain's own
 * registration in it, the lead, is the draft the options, my order and payment work on.
 */
export function ParticipantsContainer(
  props: WizardStepProps & { onRegistrationCreated: (registrationId: string) => void },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const teamReads = useTeamReads();
  const relay = useQuery(teamReads.forRace(props.race));
  const teamId = relay.data?.team?.teamRegistrationId ?? null;
  const roster = useQuery(teamReads.team(teamId));
  const choices = useParticipantChoices(props.race);
  const upload = useMutation(trpc.registration.uploadImage.mutationOptions());
  const changes = useTeamChanges();
  const keepRoster = useKeepRoster();
  if (!relay.data) return <StepPending read={relay} />;
  if (!roster.data) return <StepPending read={roster} />;
  const team = roster.data;
  const teamRegistrationId = team.teamRegistrationId;
  const forgetForm = (memberId: string) =>
    queryClient.removeQueries(trpc.teams.memberForm.queryFilter({ teamRegistrationId, memberId }));
  return (
    <TeamParticipants
      team={team}
      form={props.init.form}
      choices={choices}
      onBack={props.onBack}
      uploadPhoto={async (file) => upload.mutateAsync(await uploadImageInput(file, null))}
      loadForm={async (member) => {
        const stored = await queryClient.fetchQuery(
          teamReads.memberForm(teamRegistrationId, member.memberId),
        );
        return {
          ...participantValuesFromServer(stored.values, null),
          relayPosition: String(stored.relayPosition),
        };
      }}
      onSave={async (memberId, values) => {
        const { relayPosition, ...form } = values;
        const saved = await changes.saveMember.mutateAsync(
          saveMemberInput(
            {
              teamRegistrationId,
              ...(memberId === null ? {} : { memberId }),
              relayPosition: Number(relayPosition),
            },
            form,
          ),
        );
        await keepRoster(saved);
        if (memberId !== null) forgetForm(memberId);
      }}
      onRemove={async (memberId) => {
        await keepRoster(await changes.remove.mutateAsync({ teamRegistrationId, memberId }));
        forgetForm(memberId);
      }}
      onContinue={async () => {
        const order = await changes.saveOrder.mutateAsync({ teamRegistrationId });
        // The roster now says the order is taken (and so each member's state).
        await queryClient.invalidateQueries(trpc.teams.get.queryFilter({ teamRegistrationId }));
        props.onRegistrationCreated(order.leadRegistrationId);
        await queryClient.invalidateQueries(
          trpc.registration.getCart.queryFilter({ registrationId: order.leadRegistrationId }),
        );
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
