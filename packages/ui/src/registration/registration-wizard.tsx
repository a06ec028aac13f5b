import { Trans } from "@lingui/react/macro";
import { appErrorCode } from "@reg/api";
import type { RegistrationInit, WizardStep } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ErrorState } from "../states/error-state";
import { useStepAddress, type StepAddressChange } from "../wizard/use-step-address";
import { useWizard } from "../wizard/use-wizard";
import type { WizardJourney } from "../wizard/wizard-state";
import {
  browserSessionStorage,
  loadWizardSnapshot,
  wizardStorageKey,
  type WizardStorage,
} from "../wizard/wizard-storage";
import { AvailabilityScreen, type BlockingAvailability } from "./availability/availability-screen";
import { useRegistrationGateway } from "./data/gateway-context";
import {
  registrationKeys,
  useRegistrationForm,
  useRegistrationInit,
} from "./data/registration-queries";
import { IndividualSteps } from "./individual-steps";
import type { Clock } from "./payment/use-now";

export interface RegistrationWizardProps {
  eventCode: string;
  raceCode: string;
  /** After a successful payment (the event page, the account). */
  doneHref: string;
  /** Where "already registered" points. */
  accountHref: string;
  /** sessionStorage unless given. */
  storage?: WizardStorage | null;
  /** The clock of the 20-minute countdown (e2e injects one). */
  clock?: Clock;
  /** Where "race not found" points: the list of events ("/" unless given). */
  eventsHref?: string;
  /** The step the address names (`?step=`, validated by the route). */
  step?: WizardStep;
  /** The wizard moved: the route puts its step in the address (push) or corrects it (replace). */
  onStepChange?: StepAddressChange;
}

/**
 * The registration of one person for one race (the individual journey of docs/state-machines.md
 * §2): the availability messages when registering is not possible, else the wizard, fed by the
 * RegistrationGateway the app provides.
 */
export function RegistrationWizard(props: RegistrationWizardProps) {
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  const init = useRegistrationInit(race);
  const form = useRegistrationForm(race, init.data?.availability.state !== undefined);
  const storage = props.storage === undefined ? browserSessionStorage() : props.storage;
  const [resumed, setResumed] = useState<"form" | "payment" | null>(null);
  const gateway = useRegistrationGateway();

  if (init.isError && appErrorCode(init.error) === "NOT_FOUND")
    return <RaceNotFound eventsHref={props.eventsHref ?? "/"} />;
  if (init.isError || form.isError)
    return (
      <ErrorState
        variant="page"
        onRetry={() => void (init.isError ? init.refetch() : form.refetch())}
      />
    );
  if (!init.data || !form.data) return <WizardLoading />;

  const availability = init.data.availability;
  const blocking = availability.state === "open" ? null : availability;
  // A live registration this tab was already working on goes straight back to where it was.
  const liveId = form.data.registrationId;
  const keptHere =
    liveId !== null &&
    storage !== null &&
    loadWizardSnapshot(storage, wizardStorageKey({ ...race, registrationId: liveId })) !== null;
  if (blocking && !keptHere && (resumed === null || !isResumable(blocking, liveId)))
    return (
      <BlockedScreen
        {...props}
        blocking={blocking}
        onResume={setResumed}
        onDelete={async (id) => {
          await gateway.clearCart(id);
          await Promise.all([init.refetch(), form.refetch()]);
        }}
      />
    );

  return (
    <JourneyFor
      {...props}
      init={init.data}
      registrationId={liveId}
      promoCode={form.data.promoCode}
      startAtPayment={blocking?.state === "awaitingPayment" || resumed === "payment"}
      storage={storage}
    />
  );
}

/** Only a draft or an order awaiting payment can be gone back into from the message screen. */
function isResumable(blocking: BlockingAvailability, liveId: string | null): boolean {
  return (
    liveId !== null &&
    (blocking.state === "unfinishedDraft" || blocking.state === "awaitingPayment")
  );
}

function BlockedScreen(
  props: RegistrationWizardProps & {
    blocking: BlockingAvailability;
    onResume: (where: "form" | "payment") => void;
    onDelete: (registrationId: string) => Promise<void>;
  },
) {
  return (
    <div className="container page wizard-page">
      <AvailabilityScreen
        availability={props.blocking}
        accountHref={props.accountHref}
        onContinueDraft={() => props.onResume("form")}
        onGoToPayment={() => props.onResume("payment")}
        onDeleteDraft={props.onDelete}
      />
    </div>
  );
}

function JourneyFor(
  props: RegistrationWizardProps & {
    init: RegistrationInit;
    registrationId: string | null;
    promoCode: string | null;
    startAtPayment: boolean;
    storage: WizardStorage | null;
  },
) {
  const { init } = props;
  const journey = useMemo<WizardJourney>(
    () => ({
      kind: "individual",
      // A "pay what you want" race asks its price on the options step, options or not.
      race: {
        requiresPromoCode: init.promoCodeRequired,
        hasOptions: init.hasOptions || init.customPrice !== null,
      },
    }),
    [init.promoCodeRequired, init.hasOptions, init.customPrice],
  );
  const [registrationId, setRegistrationId] = useState(props.registrationId);
  const wizard = useWizard({
    journey,
    storageKey: wizardStorageKey({
      eventCode: props.eventCode,
      raceCode: props.raceCode,
      registrationId,
    }),
    storage: props.storage,
    addressed: props.step,
    startAt: props.startAtPayment
      ? "payment"
      : // A draft made with the race's promo code already passed the gate: it knows its code.
        init.promoCodeRequired && props.registrationId !== null && props.promoCode !== null
        ? "participantForm"
        : undefined,
  });
  useStepAddress(wizard, props.step, props.onStepChange);
  const queryClient = useQueryClient();
  return (
    <IndividualSteps
      {...props}
      journey={journey}
      wizard={wizard}
      registrationId={registrationId}
      onRegistrationCreated={setRegistrationId}
      onStartAgain={async () => {
        // The expired draft is done with: the next Continue makes a new one from the kept answers.
        setRegistrationId(null);
        wizard.dispatch({ type: "restart", step: "participantForm" });
        await queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      }}
    />
  );
}

/** An address naming no race this site offers (a typo, an old link): a 404, not "try later". */
function RaceNotFound(props: { eventsHref: string }) {
  return (
    <div className="container page wizard-page">
      <div className="state state--page" role="alert">
        <p className="state__code" aria-hidden="true">
          404
        </p>
        <h1 className="state__title">
          <Trans>Race not found</Trans>
        </h1>
        <p className="state__text">
          <Trans>
            There is no race at this address. The link may be out of date, or the address has a
            typo.
          </Trans>
        </p>
        <div className="state__actions">
          <a className="btn btn--primary" href={props.eventsHref}>
            <Trans>See all events</Trans>
          </a>
        </div>
      </div>
    </div>
  );
}

function WizardLoading() {
  return (
    <div className="container page wizard-page" role="status" aria-live="polite">
      <div className="wizard-loading">
        <span className="btn__spinner" aria-hidden="true" />
        <Trans>Loading the registration…</Trans>
      </div>
    </div>
  );
}
