import { useTRPC } from "@reg/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { uploadImageInput } from "../data/file-data-url";
import { saveRegistrationInput } from "../data/participant-fields";
import { useRegistrationReads } from "../data/registration-reads";
import { ParticipantForm } from "../participant/participant-form";
import {
  participantValuesFromServer,
  type ParticipantFormValues,
} from "../participant/participant-values";
import type { ChosenPerson } from "../relative/chosen-person";
import { StepPending } from "../step-pending";
import { keptPromoCode, type WizardStepProps } from "./step-props";
import { keptRelayPosition } from "./team-container";
import { useParticipantChoices } from "./use-participant-choices";

function isParticipantValues(value: unknown): value is ParticipantFormValues {
  return typeof value === "object" && value !== null && "email" in value && "answers" in value;
}

/**
 * The participant form: its save makes the draft (and takes the slot) or updates it. With a `person`
 * it is the relative form (SPEC §2): someone else's, read and saved with their e-mail, so core makes
 * the draft theirs with the caller as its maker, prefilled from their account when the caller keeps
 * it (decision 0030).
 */
export function ParticipantContainer(
  props: WizardStepProps & {
    person?: ChosenPerson;
    promoCode: string | null;
    onRegistrationCreated: (registrationId: string) => void;
  },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reads = useRegistrationReads();
  const { race, person } = props;
  const choices = useParticipantChoices(race);
  const step = person ? "relativeForm" : "participantForm";
  const form = useQuery(reads.form(race, person?.email));
  const upload = useMutation(trpc.registration.uploadImage.mutationOptions());
  const save = useMutation(trpc.registration.saveRegistration.mutationOptions());
  if (!form.data) return <StepPending read={form} />;
  const kept = props.wizard.values[step];
  const initial = isParticipantValues(kept)
    ? kept
    : participantValuesFromServer(form.data.participant, null);
  return (
    <ParticipantForm
      formId={person ? "relative-form" : "participant-form"}
      initialValues={initial}
      form={props.init.form}
      choices={choices}
      onBack={props.onBack}
      onValuesChange={(values) => props.wizard.dispatch({ type: "keepValues", step, values })}
      uploadPhoto={async (file) =>
        upload.mutateAsync(await uploadImageInput(file, props.registrationId))
      }
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(
          saveRegistrationInput(
            {
              eventCode: race.eventCode,
              raceCode: race.raceCode,
              promoCode: keptPromoCode(props.wizard, props.promoCode),
              imageId: values.imageId || null,
              ...(person
                ? {
                    // Someone else's live draft, when the caller made it, is read with their form.
                    registrationId: props.registrationId ?? form.data.registrationId ?? undefined,
                    participantEmail: person.email,
                  }
                : {
                    registrationId: props.registrationId ?? undefined,
                    // A team member's stage, from the team step (core checks it is theirs).
                    relayPosition: keptRelayPosition(props.wizard) ?? form.data.relayPosition,
                  }),
            },
            values,
          ),
        );
        props.onRegistrationCreated(saved.registrationId);
        await queryClient.invalidateQueries(
          trpc.registration.getCart.queryFilter({ registrationId: saved.registrationId }),
        );
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
