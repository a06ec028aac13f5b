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
import { useLocale } from "../use-locale";
import { keptPromoCode, type WizardStepProps } from "./step-props";

function isParticipantValues(value: unknown): value is ParticipantFormValues {
  return typeof value === "object" && value !== null && "email" in value && "answers" in value;
}

/**
 * The relative form (SPEC §2 "relative form"): the participant form for someone else, read and
 * saved with their e-mail, so core makes the draft theirs with the caller as its maker
 * (decision 0030). Prefilled from their account when the caller keeps it (a child they created).
 */
export function RelativeContainer(
  props: WizardStepProps & {
    person: ChosenPerson;
    promoCode: string | null;
    onRegistrationCreated: (registrationId: string) => void;
  },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLocale();
  const reads = useRegistrationReads();
  const clubs = useQuery(reads.clubs());
  const occupations = useQuery(reads.occupations());
  const { race, person } = props;
  const form = useQuery(
    trpc.registration.getRegistration.queryOptions({ ...race, participantEmail: person.email }),
  );
  const upload = useMutation(trpc.registration.uploadImage.mutationOptions());
  const save = useMutation(trpc.registration.saveRegistration.mutationOptions());
  if (!form.data) return <StepPending read={form} />;
  const kept = props.wizard.values.relativeForm;
  const initial = isParticipantValues(kept)
    ? kept
    : participantValuesFromServer(form.data.participant, null);
  return (
    <ParticipantForm
      formId="relative-form"
      initialValues={initial}
      form={props.init.form}
      choices={{
        clubs: clubs.data ?? [],
        occupations: occupations.data ?? [],
        termsUrl: null,
        rulesUrl: null,
        loadContractOffer: () =>
          queryClient.fetchQuery(
            trpc.registration.getContractOffer.queryOptions({ ...race, language }),
          ),
      }}
      onBack={props.onBack}
      onValuesChange={(values) =>
        props.wizard.dispatch({ type: "keepValues", step: "relativeForm", values })
      }
      uploadPhoto={async (file) =>
        upload.mutateAsync(await uploadImageInput(file, props.registrationId))
      }
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(
          saveRegistrationInput(
            {
              registrationId: props.registrationId ?? form.data.registrationId ?? undefined,
              eventCode: race.eventCode,
              raceCode: race.raceCode,
              promoCode: keptPromoCode(props.wizard, props.promoCode),
              imageId: values.imageId || null,
              participantEmail: person.email,
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
