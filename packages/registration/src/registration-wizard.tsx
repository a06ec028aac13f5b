import { Trans } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import type { RegistrationForm, RegistrationInit, RegistrationKind, WizardStep } from "@reg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ErrorState } from "@reg/ui";
import { useStepAddress, type StepAddressChange } from "./wizard/use-step-address";
import { useWizard } from "./wizard/use-wizard";
import type { WizardJourney } from "./wizard/wizard-state";
import {
  browserSessionStorage,
  loadWizardSnapshot,
  wizardStorageKey,
  type WizardStorage,
} from "./wizard/wizard-storage";
import { AvailabilityScreen, type BlockingAvailability } from "./availability/availability-screen";
import { useForgetOrderReads } from "./data/forget-order-reads";
import { useRegistrationReads } from "./data/registration-reads";
import { useTeamReads } from "./data/team-reads";
import { HoldLapsedNotice } from "./hold/hold-expired";
import { dropLapsedSnapshot, forgetHold, lapsedHold, type LapsedHold } from "./hold/kept-hold";
import { IndividualSteps } from "./individual-steps";
import type { ChosenPerson } from "./relative/chosen-person";
import { RelativeJourney } from "./relative/relative-journey";
import { WhoIsTakingPart } from "./relative/who-is-taking-part";
import { asPaymentProgress } from "./payment/payment-progress";
import type { Clock } from "./payment/use-now";
import { useLocale } from "./use-locale";

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
  /**
   * `?registrationId=` of "Repeat payment" in the person's registrations: their expired order,
   * taken back to its payment step (which offers the repeat) instead of the restart a hold that
   * ran out gets. Core reads it only for its owner; another's id answers as not found.
   */
  resumeRegistrationId?: string;
  /** A team's share link code (`?teamCode=`), for the team step of a relay or team race. */
  teamCode?: string;
}

/**
 * The registration of one person for one race (the individual journey of docs/state-machines.md
 * §2): the availability messages when registering is not possible, else the wizard, fed by the
 * app's tRPC client (docs/decisions/0015-wizard-data-through-trpc.md).
 */
export function RegistrationWizard(props: RegistrationWizardProps) {
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  const reads = useRegistrationReads();
  const init = useQuery(reads.init(race));
  const [person, setPerson] = useState<ChosenPerson | null>(null);
  // "Register someone else" pressed under an order's payment step: the person's own standing and
  // "Who is taking part?" under it, even where this tab kept their own wizard on its payment step.
  const [standing, setStanding] = useState(false);
  const form = useQuery({
    ...reads.form(race),
    enabled: init.data?.availability.state !== undefined,
  });
  const leaveStanding = useCallback(() => setStanding(false), []);
  const registerAnother = async () => {
    // The person's own order may have been made on this page: the standing is read again.
    await Promise.all([init.refetch(), form.refetch()]);
    setPerson(null);
    setStanding(true);
  };

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
  // Someone else may take part instead (decision 0030): not in a relay or team race's journey.
  const chooser = init.data.race.isRelay ? null : (
    <WhoIsTakingPart race={race} chosen={person} onChoose={setPerson} />
  );
  if (person !== null)
    return (
      <RelativeJourney
        {...props}
        init={init.data}
        person={person}
        storage={props.storage === undefined ? browserSessionStorage() : props.storage}
        chooser={chooser}
        onRegisterAnother={chooser ? registerAnother : undefined}
      />
    );
  return (
    <LoadedRegistration
      {...props}
      above={chooser}
      standing={standing}
      onLeaveStanding={leaveStanding}
      onRegisterAnother={chooser ? registerAnother : undefined}
      init={init.data}
      form={form.data}
      refetch={async () => {
        await Promise.all([init.refetch(), form.refetch()]);
      }}
    />
  );
}

/**
 * The race and the person's registration are known: the message screen when registering is not
 * possible, else the wizard. A hold this tab had that ran out while the page was away is found
 * once, when the page opens (the server has no live registration, the tab remembers the place and
 * its end has passed), and said on whichever of the two is shown.
 */
function LoadedRegistration(
  props: RegistrationWizardProps & {
    above: ReactNode;
    init: RegistrationInit;
    form: RegistrationForm;
    refetch: () => Promise<void>;
    /** Asked for from a payment step: the standing is shown whatever this tab kept. */
    standing: boolean;
    onLeaveStanding: () => void;
    onRegisterAnother: (() => Promise<void>) | undefined;
  },
) {
  const { eventCode, raceCode } = props;
  const storage = props.storage === undefined ? browserSessionStorage() : props.storage;
  const [resumed, setResumed] = useState<"form" | "payment" | null>(null);
  const trpc = useTRPC();
  const language = useLocale();
  const clearCart = useMutation(trpc.registration.clearCart.mutationOptions());
  const liveId = props.form.registrationId;
  const [lapsed] = useState(() =>
    storage
      ? lapsedHold(storage, { eventCode, raceCode }, liveId, props.clock?.() ?? Date.now())
      : null,
  );
  useEffect(() => {
    // The wizard has taken the lapsed registration's answers over under its new key.
    if (storage && lapsed) dropLapsedSnapshot(storage, { eventCode, raceCode }, lapsed);
  }, [storage, lapsed, eventCode, raceCode]);

  const availability = props.init.availability;
  const blocking = availability.state === "open" ? null : availability;
  const { standing, onLeaveStanding } = props;
  useEffect(() => {
    // Nothing of the person's own stands in the way: the form with the chooser above it is shown,
    // and a registration of their own made later must not bring this screen back by itself.
    if (standing && blocking === null) onLeaveStanding();
  }, [standing, blocking, onLeaveStanding]);
  // An expired order named by "Repeat payment": no live registration, and the race still open.
  const repeatOf =
    liveId === null && blocking === null && props.resumeRegistrationId !== undefined
      ? props.resumeRegistrationId
      : null;
  if (repeatOf !== null)
    return (
      <JourneyFor
        {...props}
        registrationId={repeatOf}
        promoCode={props.form.promoCode}
        startAtPayment
        storage={storage}
        lapsed={null}
      />
    );
  // A live registration this tab was already working on goes straight back to where it was.
  const kept =
    liveId !== null && storage !== null
      ? loadWizardSnapshot(
          storage,
          wizardStorageKey({ eventCode, raceCode, registrationId: liveId }),
        )
      : null;
  // Unless it was paid without this tab starting a payment (with another order's, decision 0032):
  // its payment step has nothing left to do, "already registered" says where it stands.
  const paidElsewhere =
    blocking?.state === "alreadyRegistered" && asPaymentProgress(kept?.values.payment) === null;
  const keptHere = kept !== null && !paidElsewhere;
  if (
    blocking &&
    (props.standing || (!keptHere && (resumed === null || !isResumable(blocking, liveId))))
  )
    return (
      <BlockedScreen
        {...props}
        blocking={blocking}
        lapsed={lapsed !== null}
        asked={props.standing}
        onResume={(where) => {
          setResumed(where);
          props.onLeaveStanding();
        }}
        onDelete={async (id) => {
          await clearCart.mutateAsync({ registrationId: id, language });
          // Deleted on purpose: a later visit must not call it a hold that ran out.
          if (storage) forgetHold(storage, { eventCode, raceCode });
          await props.refetch();
        }}
      />
    );

  return (
    <JourneyFor
      {...props}
      registrationId={liveId}
      promoCode={props.form.promoCode}
      startAtPayment={blocking?.state === "awaitingPayment" || resumed === "payment"}
      storage={storage}
      lapsed={lapsed}
    />
  );
}

/** The availability states about the caller's own registration, not the race. */
const OWN_STATES: readonly string[] = ["alreadyRegistered", "awaitingPayment", "unfinishedDraft"];

/** Only a draft or an order awaiting payment can be gone back into from the message screen. */
function isResumable(blocking: BlockingAvailability, liveId: string | null): boolean {
  return (
    liveId !== null &&
    (blocking.state === "unfinishedDraft" || blocking.state === "awaitingPayment")
  );
}

function BlockedScreen(
  props: RegistrationWizardProps & {
    above: ReactNode;
    blocking: BlockingAvailability;
    /** This tab's hold ran out while away (and no place can be taken now, or the screen says why). */
    lapsed: boolean;
    onResume: (where: "form" | "payment") => void;
    onDelete: (registrationId: string) => Promise<void>;
    /** Asked for from a payment step's "Register someone else", whose button is gone now. */
    asked: boolean;
  },
) {
  const page = useRef<HTMLDivElement>(null);
  const { asked } = props;
  useEffect(() => {
    if (!asked) return;
    // As a new wizard step does: from the top, the screen's title announced and focus there, not
    // lost with the button that brought the person here.
    window.scrollTo({ top: 0, left: 0 });
    const title = page.current?.querySelector("h1");
    title?.setAttribute("tabindex", "-1");
    title?.focus({ preventScroll: true });
  }, [asked]);
  return (
    <div className="container page wizard-page" ref={page}>
      {props.lapsed && <HoldLapsedNotice canContinue={false} />}
      <AvailabilityScreen
        availability={props.blocking}
        accountHref={props.accountHref}
        onContinueDraft={() => props.onResume("form")}
        onGoToPayment={() => props.onResume("payment")}
        onDeleteDraft={props.onDelete}
      />
      {/* Registered already (or on the way): a relative or a friend still may be. */}
      {OWN_STATES.includes(props.blocking.state) && props.above}
    </div>
  );
}

type JourneyProps = RegistrationWizardProps & {
  above: ReactNode;
  init: RegistrationInit;
  registrationId: string | null;
  promoCode: string | null;
  startAtPayment: boolean;
  storage: WizardStorage | null;
  lapsed: LapsedHold | null;
  onRegisterAnother?: () => Promise<void>;
};

/**
 * Which journey the person is on (docs/decisions/0029, 0026 §7): on a relay or team race, the
 * captain of a team they pay for registers the whole team (`relay`); everyone else there fills in
 * their own form and pays their own share (`teamMember`). The person's team of the race is read
 * first, so the wizard opens on a step of the right journey; it changes from one to the other on
 * the team step, when the person creates a team they pay for.
 */
function JourneyFor(props: JourneyProps) {
  const relay = useQuery({
    ...useTeamReads().forRace({ eventCode: props.eventCode, raceCode: props.raceCode }),
    enabled: props.init.race.isRelay,
  });
  if (!props.init.race.isRelay) return <JourneyOf {...props} kind="individual" />;
  // A race that takes no teams online says so on the team step (teamMember's first).
  if (relay.isPending) return <WizardLoading />;
  const team = relay.data?.team ?? null;
  const captainPays = team !== null && team.isCaptain && team.paidBy === "captain";
  return <JourneyOf {...props} kind={captainPays ? "relay" : "teamMember"} />;
}

/** The step a hold that ran out starts again from: where the journey's order is made. */
function orderStep(kind: RegistrationKind): WizardStep {
  return kind === "relay" || kind === "team" ? "participants" : "participantForm";
}

function JourneyOf(props: JourneyProps & { kind: RegistrationKind }) {
  const { init, lapsed, kind } = props;
  const journey = useMemo<WizardJourney>(
    () => ({
      kind,
      // A "pay what you want" race asks its price on the options step, options or not.
      race: {
        requiresPromoCode: init.promoCodeRequired,
        hasOptions: init.hasOptions || init.customPrice !== null,
      },
    }),
    [kind, init.promoCodeRequired, init.hasOptions, init.customPrice],
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
    // A hold that ran out while away: its answers, on the step a new place is taken from.
    resumeFrom: lapsed
      ? {
          step:
            init.promoCodeRequired && typeof lapsed.values.promoGate !== "string"
              ? "promoGate"
              : orderStep(kind),
          values: lapsed.values,
        }
      : undefined,
    startAt: props.startAtPayment
      ? "payment"
      : // The captain's draft is the team's order: back to its members, whose Continue leads on.
        orderStep(kind) === "participants" && props.registrationId !== null
        ? "participants"
        : // A draft made with the race's promo code already passed the gate: it knows its code.
          init.promoCodeRequired && props.registrationId !== null && props.promoCode !== null
          ? "participantForm"
          : undefined,
  });
  useStepAddress(wizard, props.step, props.onStepChange);
  const forgetOrderReads = useForgetOrderReads();
  return (
    <IndividualSteps
      {...props}
      journey={journey}
      wizard={wizard}
      registrationId={registrationId}
      above={registrationId === null ? props.above : null}
      lapsed={lapsed !== null}
      onRegistrationCreated={setRegistrationId}
      onStartAgain={async () => {
        // The expired draft is done with: the next Continue makes a new one from the kept answers.
        setRegistrationId(null);
        wizard.dispatch({ type: "restart", step: orderStep(kind) });
        await forgetOrderReads();
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
