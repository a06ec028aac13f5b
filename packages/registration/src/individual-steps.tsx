import { useLingui } from "@lingui/react/macro";
import type { Cart, RegistrationInit } from "@reg/domain";
import { useEffect, useState, type ReactNode } from "react";
import type { Wizard } from "./wizard/use-wizard";
import type { WizardStorage } from "./wizard/wizard-storage";
import { WizardShell } from "./wizard/wizard-shell";
import type { WizardJourney } from "./wizard/wizard-state";
import { useQuery } from "@tanstack/react-query";
import { useRegistrationReads } from "./data/registration-reads";
import type { Clock } from "./payment/use-now";
import { HoldExpired, HoldLapsedNotice } from "./hold/hold-expired";
import { keepHold } from "./hold/kept-hold";
import { HoldSummary } from "./hold/hold-summary";
import { raceTitle } from "./race-title";
import type { ChosenPerson } from "./relative/chosen-person";
import { RegisterAnother } from "./relative/register-another";
import { asPaymentProgress } from "./payment/payment-progress";
import {
  MyFormContainer,
  MyOrderContainer,
  OptionsContainer,
  ParticipantContainer,
  ParticipantsContainer,
  PaymentContainer,
  PromoGateContainer,
  TeamContainer,
} from "./steps";

interface IndividualStepsProps {
  eventCode: string;
  raceCode: string;
  doneHref: string;
  init: RegistrationInit;
  journey: WizardJourney;
  wizard: Wizard;
  registrationId: string | null;
  onRegistrationCreated: (registrationId: string) => void;
  promoCode: string | null;
  clock?: Clock;
  /** The hold ran out: a new start on the participant form, its answers kept. */
  onStartAgain: () => Promise<void>;
  /** The tab's storage: the place held is remembered there, to say so if it runs out while away. */
  storage: WizardStorage | null;
  /** This tab's earlier hold ran out while the page was away: said until a new place is held. */
  lapsed: boolean;
  /** A share link's team code, for the team step (a relay or team race). */
  teamCode?: string;
  /** Someone else's registration: the person the relative form is for (decision 0030). */
  person?: ChosenPerson;
  /** Shown above the participant or relative form ("Who is taking part"). */
  above?: ReactNode;
  /**
   * Back to "Who is taking part?" from an order awaiting payment, to register someone else before
   * paying for all at once (decision 0032); absent where no one else can take part (a relay).
   */
  onRegisterAnother?: () => Promise<void>;
}

/**
 * The individual journey: the wizard shell, the hold bar, and the step the wizard is on, composed
 * from the step containers of steps/ (docs/decisions/0013-wizard-step-composition.md).
 */
export function IndividualSteps(props: IndividualStepsProps) {
  const { i18n } = useLingui();
  const { init, wizard } = props;
  const title = raceTitle(init, i18n);
  const cart = useQuery(useRegistrationReads().cart(props.registrationId));
  const [expired, setExpired] = useState(false);
  // Before payment, a bar with the all-in price and the hold's time; the payment step has its own.
  const holding = wizard.step !== "payment" && wizard.step !== "promoGate";
  const holdGone = expired || cart.data?.state === "expired";
  useKeptHold(props, cart.data);
  return (
    <div className="container page wizard-page">
      <WizardShell
        journey={props.journey}
        step={wizard.step}
        title={title}
        summary={
          holding && !holdGone ? (
            <HoldSummary
              init={init}
              cart={props.registrationId ? (cart.data ?? null) : null}
              forTeam={props.journey.kind === "relay" || props.journey.kind === "team"}
              clock={props.clock}
              onExpired={() => setExpired(true)}
            />
          ) : null
        }
      >
        {holding && holdGone ? (
          <HoldExpired
            onStartAgain={async () => {
              await props.onStartAgain();
              setExpired(false);
            }}
          />
        ) : (
          <>
            {props.lapsed && props.registrationId === null && (
              <HoldLapsedNotice canContinue={true} />
            )}
            {(wizard.step === "participantForm" || wizard.step === "relativeForm") && props.above}
            <CurrentStep {...props} />
            {props.onRegisterAnother &&
              wizard.step === "payment" &&
              cart.data?.state === "awaitingPayment" &&
              // Not while a payment is on its way: its result screen is the way on.
              asPaymentProgress(wizard.values.payment) === null && (
                <RegisterAnother onRegisterAnother={props.onRegisterAnother} />
              )}
          </>
        )}
      </WizardShell>
    </div>
  );
}

/**
 * Remembers in the tab which place the order holds and until when (a repeated payment moves the
 * end), so a reload after it ran out can say so (hold/kept-hold.ts).
 */
function useKeptHold(props: IndividualStepsProps, cart: Cart | undefined) {
  const { storage, eventCode, raceCode } = props;
  const holding = cart?.state === "draft" || cart?.state === "awaitingPayment";
  const registrationId = holding ? cart.registrationId : null;
  const deadline = holding ? cart.paymentDeadline : null;
  useEffect(() => {
    if (storage && registrationId !== null && deadline !== null)
      keepHold(storage, { eventCode, raceCode }, { registrationId, deadline });
  }, [storage, eventCode, raceCode, registrationId, deadline]);
}

/** The individual journey's current step: each container gets the race, the draft and this wizard. */
function CurrentStep(props: IndividualStepsProps) {
  const { wizard } = props;
  const step = {
    race: { eventCode: props.eventCode, raceCode: props.raceCode },
    init: props.init,
    wizard,
    registrationId: props.registrationId,
    onBack: wizard.canGoBack ? () => wizard.dispatch({ type: "back" }) : null,
  };
  switch (wizard.step) {
    case "promoGate":
      return <PromoGateContainer {...step} promoCode={props.promoCode} />;
    case "relativeForm":
      if (props.person)
        return (
          <ParticipantContainer
            {...step}
            person={props.person}
            promoCode={props.promoCode}
            onRegistrationCreated={props.onRegistrationCreated}
          />
        );
      return null;
    case "team":
      return <TeamContainer {...step} linkedCode={props.teamCode ?? null} />;
    case "myForm":
      return <MyFormContainer {...step} />;
    case "participants":
      return (
        <ParticipantsContainer {...step} onRegistrationCreated={props.onRegistrationCreated} />
      );
    case "options":
      return <OptionsContainer {...step} />;
    case "myOrder":
      return <MyOrderContainer {...step} />;
    case "payment":
      return (
        <PaymentContainer
          {...step}
          // The captain registered the whole team: its shares are paid with the captain's order.
          teamPays={props.journey.kind === "relay" || props.journey.kind === "team"}
          doneHref={props.doneHref}
          clock={props.clock}
          storage={props.storage}
        />
      );
    default:
      return (
        <ParticipantContainer
          {...step}
          promoCode={props.promoCode}
          onRegistrationCreated={props.onRegistrationCreated}
        />
      );
  }
}
