import { useQueryClient } from "@tanstack/react-query";
import { useRegistrationGateway } from "../data/gateway-context";
import {
  registrationKeys,
  useParticipantLists,
  useRegistrationForm,
} from "../data/registration-queries";
import { ParticipantForm } from "../participant/participant-form";
import {
  participantValuesFromServer,
  type ParticipantFormValues,
} from "../participant/participant-values";
import { StepPending } from "../step-pending";
import { keptPromoCode, type WizardStepProps } from "./step-props";

function isParticipantValues(value: unknown): value is ParticipantFormValues {
  return typeof value === "object" && value !== null && "email" in value && "answers" in value;
}

/** The participant form: its save makes the draft (and takes the slot) or updates it. */
export function ParticipantContainer(
  props: WizardStepProps & {
    promoCode: string | null;
    onRegistrationCreated: (registrationId: string) => void;
  },
) {
  const gateway = useRegistrationGateway();
  const queryClient = useQueryClient();
  const lists = useParticipantLists();
  const { race } = props;
  const form = useRegistrationForm(race, true);
  if (!form.data) return <StepPending read={form} />;
  const kept = props.wizard.values.participantForm;
  const initial = isParticipantValues(kept)
    ? kept
    : participantValuesFromServer(form.data.participant, null);
  return (
    <ParticipantForm
      formId="participant-form"
      initialValues={initial}
      form={props.init.form}
      choices={{
        ...lists,
        termsUrl: null,
        rulesUrl: null,
        loadContractOffer: () => gateway.contractOffer(race),
      }}
      onBack={props.onBack}
      onValuesChange={(values) =>
        props.wizard.dispatch({ type: "keepValues", step: "participantForm", values })
      }
      uploadPhoto={(file) => gateway.uploadImage(file, props.registrationId)}
      onSubmit={async (values) => {
        const saved = await gateway.saveRegistration(
          {
            registrationId: props.registrationId ?? undefined,
            eventCode: race.eventCode,
            raceCode: race.raceCode,
            promoCode: keptPromoCode(props.wizard, props.promoCode),
            imageId: values.imageId || null,
          },
          values,
        );
        props.onRegistrationCreated(saved.registrationId);
        await queryClient.invalidateQueries({
          queryKey: registrationKeys.cart(saved.registrationId),
        });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}
