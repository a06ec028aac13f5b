import { useTRPC } from "@reg/api";
import type { RegistrationInit } from "@reg/domain";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { useForgetOrderReads } from "../data/forget-order-reads";
import { IndividualSteps } from "../individual-steps";
import type { Clock } from "../payment/use-now";
import { StepPending } from "../step-pending";
import { useStepAddress, type StepAddressChange } from "../wizard/use-step-address";
import { useWizard } from "../wizard/use-wizard";
import type { WizardJourney } from "../wizard/wizard-state";
import { wizardStorageKey, type WizardStorage } from "../wizard/wizard-storage";
import type { WizardStep } from "@reg/domain";
import type { ChosenPerson } from "./chosen-person";

export interface RelativeJourneyProps {
  eventCode: string;
  raceCode: string;
  doneHref: string;
  init: RegistrationInit;
  person: ChosenPerson;
  storage: WizardStorage | null;
  clock?: Clock;
  step?: WizardStep;
  onStepChange?: StepAddressChange;
  /** "Who is taking part", shown above the form until the draft exists. */
  chooser: ReactNode;
  /** From the payment step back to "Who is taking part?", to register one more person. */
  onRegisterAnother?: () => Promise<void>;
}

/**
 * Someone else's registration (SPEC §4 relative flow; decision 0030): the relative or friend
 * journey — the relative form, options, my order, payment — on the person's own draft, found by
 * their e-mail. The same step containers as the individual journey (decision 0013); its wizard
 * keeps its answers under a key of its own, so they never mix with the caller's own form.
 */
export function RelativeJourney(props: RelativeJourneyProps) {
  const trpc = useTRPC();
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  const form = useQuery(
    trpc.registration.getRegistration.queryOptions({
      ...race,
      participantEmail: props.person.email,
    }),
  );
  if (form.isError) return <ErrorState variant="page" onRetry={() => void form.refetch()} />;
  if (!form.data) return <StepPending read={form} />;
  return (
    <LoadedRelativeJourney
      {...props}
      key={props.person.email}
      registrationId={
        form.data.state === "draft" || form.data.state === "awaitingPayment"
          ? form.data.registrationId
          : null
      }
      promoCode={form.data.promoCode}
      startAtPayment={form.data.state === "awaitingPayment"}
    />
  );
}

function LoadedRelativeJourney(
  props: RelativeJourneyProps & {
    registrationId: string | null;
    promoCode: string | null;
    startAtPayment: boolean;
  },
) {
  const { init, person } = props;
  const journey = useMemo<WizardJourney>(
    () => ({
      kind: person.kind,
      race: {
        requiresPromoCode: init.promoCodeRequired,
        hasOptions: init.hasOptions || init.customPrice !== null,
      },
    }),
    [person.kind, init.promoCodeRequired, init.hasOptions, init.customPrice],
  );
  const [registrationId, setRegistrationId] = useState(props.registrationId);
  const wizard = useWizard({
    journey,
    storageKey: wizardStorageKey({
      eventCode: props.eventCode,
      raceCode: props.raceCode,
      registrationId: registrationId ?? `new-for-${person.email}`,
    }),
    storage: props.storage,
    addressed: props.step,
    startAt: props.startAtPayment ? "payment" : undefined,
  });
  useStepAddress(wizard, props.step, props.onStepChange);
  const forgetOrderReads = useForgetOrderReads();
  return (
    <IndividualSteps
      {...props}
      journey={journey}
      wizard={wizard}
      registrationId={registrationId}
      lapsed={false}
      person={person}
      above={registrationId === null ? props.chooser : null}
      onRegistrationCreated={setRegistrationId}
      onStartAgain={async () => {
        setRegistrationId(null);
        wizard.dispatch({ type: "restart", step: "relativeForm" });
        await forgetOrderReads();
      }}
    />
  );
}
