import { useLingui } from "@lingui/react/macro";
import type { Cart, PaymentMethod, RegistrationInit } from "@reg/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Wizard } from "./wizard/use-wizard";
import type { WizardStorage } from "./wizard/wizard-storage";
import { WizardShell } from "./wizard/wizard-shell";
import type { WizardJourney } from "./wizard/wizard-state";
import { MyOrderStep } from "./order/my-order-step";
import { useRegistrationGateway } from "./data/gateway-context";
import type { PaymentStart } from "./data/registration-gateway";
import {
  registrationKeys,
  useCart,
  useParticipantLists,
  usePaymentMethods,
  useProducts,
  useRegistrationForm,
} from "./data/registration-queries";
import { OptionsStep } from "./options/options-step";
import type { OptionChoice } from "./options/option-choice";
import { ParticipantForm } from "./participant/participant-form";
import {
  participantValuesFromServer,
  type ParticipantFormValues,
} from "./participant/participant-values";
import { asPaymentProgress, type PaymentProgress } from "./payment/payment-progress";
import { leaveFor } from "./payment/leave-for";
import { PaymentResultScreen } from "./payment/payment-result-screen";
import { PaymentStep } from "./payment/payment-step";
import type { Clock } from "./payment/use-now";
import { HoldExpired, HoldLapsedNotice } from "./hold/hold-expired";
import { forgetHold, keepHold } from "./hold/kept-hold";
import { HoldSummary } from "./hold/hold-summary";
import { PromoGate } from "./promo/promo-gate";
import { raceTitle } from "./race-title";
import { StepPending } from "./step-pending";

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
}

/** The individual journey's steps inside the wizard shell, each fed by the gateway's calls. */
export function IndividualSteps(props: IndividualStepsProps) {
  const { i18n } = useLingui();
  const { init, wizard } = props;
  const title = raceTitle(init, i18n);
  const cart = useCart(props.registrationId);
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
            <CurrentStep {...props} />
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

function CurrentStep(props: IndividualStepsProps) {
  const { wizard } = props;
  const back = wizard.canGoBack ? () => wizard.dispatch({ type: "back" }) : null;
  switch (wizard.step) {
    case "promoGate":
      return <PromoGateStep {...props} />;
    case "options":
      return <OptionsStepContainer {...props} onBack={back} />;
    case "myOrder":
      return <MyOrderContainer {...props} onBack={back} />;
    case "payment":
      return <PaymentContainer {...props} onBack={back} />;
    default:
      return <ParticipantStep {...props} onBack={back} />;
  }
}

function keptPromoCode(props: IndividualStepsProps): string | null {
  const kept = props.wizard.values.promoGate;
  return typeof kept === "string" ? kept : props.promoCode;
}

function PromoGateStep(props: IndividualStepsProps) {
  const gateway = useRegistrationGateway();
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  return (
    <PromoGate
      initialCode={keptPromoCode(props) ?? undefined}
      onCheck={async (code) => {
        const checked = await gateway.checkPromoCode(race, code);
        props.wizard.dispatch({ type: "keepValues", step: "promoGate", values: checked.code });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}

function isParticipantValues(value: unknown): value is ParticipantFormValues {
  return typeof value === "object" && value !== null && "email" in value && "answers" in value;
}

function ParticipantStep(props: IndividualStepsProps & { onBack: (() => void) | null }) {
  const gateway = useRegistrationGateway();
  const queryClient = useQueryClient();
  const lists = useParticipantLists();
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
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
            eventCode: props.eventCode,
            raceCode: props.raceCode,
            promoCode: keptPromoCode(props),
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

function useKeepCart(registrationId: string | null) {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    if (registrationId) queryClient.setQueryData(registrationKeys.cart(registrationId), cart);
  };
}

/**
 * The order changed outside the options step (My order): the cart as answered, and the options'
 * `inCart` forgotten, so the options step waits for what the order holds instead of showing a
 * count read before.
 */
function useKeepChangedOrder(registrationId: string | null) {
  const queryClient = useQueryClient();
  const keepCart = useKeepCart(registrationId);
  return (cart: Cart) => {
    keepCart(cart);
    if (registrationId)
      queryClient.removeQueries({ queryKey: registrationKeys.products(registrationId) });
  };
}

function isOptionChoice(value: unknown): value is OptionChoice {
  return typeof value === "object" && value !== null && "counts" in value && "priceTexts" in value;
}

function OptionsStepContainer(props: IndividualStepsProps & { onBack: (() => void) | null }) {
  const gateway = useRegistrationGateway();
  const products = useProducts(props.registrationId);
  const cart = useCart(props.registrationId);
  const keepCart = useKeepCart(props.registrationId);
  const id = props.registrationId;
  if (!id || !products.data) return <StepPending read={products} />;
  // "Pay what you want": the race's bounds, and the price the order's slot holds now.
  const bounds = props.init.customPrice;
  if (bounds && !cart.data) return <StepPending read={cart} />;
  const slot = cart.data?.items.find((item) => item.kind === "slot");
  const racePrice = bounds && slot ? { bounds, kopecks: slot.unitKopecks } : undefined;
  const kept = props.wizard.values.options;
  const insurance = products.data.insurance;
  return (
    <OptionsStep
      formId="options-form"
      products={products.data}
      racePrice={racePrice}
      savedChoice={isOptionChoice(kept) ? kept : undefined}
      onChoiceChange={(choice) =>
        props.wizard.dispatch({ type: "keepValues", step: "options", values: choice })
      }
      onBack={props.onBack}
      onSubmit={async (selection) => {
        // Policies are requested with their terms; ApiSaveProducts only takes one back out. Its
        // list is the whole choice: a policy the order already holds stays in it, or it goes.
        const policyToRequest = (code: string, count: number) =>
          count > 0 && insurance.some((p) => p.code === code && p.inCart === 0);
        let cart = await gateway.saveProducts({
          registrationId: id,
          products: selection.products.filter((p) => !policyToRequest(p.code, p.count)),
        });
        for (const policy of insurance) {
          const wanted = selection.products.find((p) => p.code === policy.code)?.count ?? 0;
          if (wanted > 0 && policy.inCart === 0 && policy.insurance)
            cart = (
              await gateway.requestPolicy({
                registrationId: id,
                sport: policy.insurance.sport,
                type: policy.insurance.type,
                startDate: policy.insurance.startDate,
                sumInsuredKopecks: policy.insurance.sumInsuredKopecks,
              })
            ).cart;
        }
        for (const price of selection.customPrices)
          cart = await gateway.setCustomPrice({
            registrationId: id,
            cartItemId: price.code,
            priceKopecks: price.priceKopecks,
          });
        keepCart(cart);
        await products.refetch();
        // Saved: the step shows the order from now on, not a choice kept from before.
        props.wizard.dispatch({ type: "keepValues", step: "options", values: undefined });
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}

function MyOrderContainer(props: IndividualStepsProps & { onBack: (() => void) | null }) {
  const gateway = useRegistrationGateway();
  const cart = useCart(props.registrationId);
  const keepCart = useKeepChangedOrder(props.registrationId);
  const id = props.registrationId;
  if (!id || !cart.data) return <StepPending read={cart} />;
  return (
    <MyOrderStep
      cart={cart.data}
      onBack={props.onBack}
      onCountChange={async (cartItemId, count) =>
        keepCart(
          await gateway.setProductCount({
            registrationId: id,
            cartItemId,
            count,
          }),
        )
      }
      onRemove={async (cartItemId) =>
        keepCart(await gateway.removeProduct({ registrationId: id, cartItemId }))
      }
      onApplyPromo={async (promoCode) =>
        keepCart(await gateway.applyDiscountCode({ registrationId: id, promoCode }))
      }
      onRemovePromo={async () => keepCart(await gateway.removeDiscountCode(id))}
      onSubmit={async () => {
        keepCart(await gateway.confirmOrder(id));
        props.wizard.dispatch({ type: "continue" });
      }}
    />
  );
}

function PaymentContainer(props: IndividualStepsProps & { onBack: (() => void) | null }) {
  const gateway = useRegistrationGateway();
  const cart = useCart(props.registrationId);
  const methods = usePaymentMethods(props.registrationId);
  const keepCart = useKeepCart(props.registrationId);
  const id = props.registrationId;
  const progress = asPaymentProgress(props.wizard.values.payment);
  // A card payment this tab had sent to the acquirer when the step opened: the person came back
  // here, not through the acquirer's way back, so it is checked once and its actions offered.
  const [cameBack, setCameBack] = useState(
    () => progress?.state === "checking" && progress.qr === null,
  );
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  useEffect(() => {
    if (leavingFor !== null) leaveFor(leavingFor);
  }, [leavingFor]);
  // The browser's Back from the acquirer's page may show this very page again from its cache.
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => event.persisted && setCameBack(true);
    window.addEventListener("pageshow", shownAgain);
    return () => window.removeEventListener("pageshow", shownAgain);
  }, []);
  const keep = (next: PaymentProgress | null) =>
    props.wizard.dispatch({ type: "keepValues", step: "payment", values: next });

  const start = async (method: PaymentMethod) => {
    if (!id) return;
    const started: PaymentStart = await gateway.pay(id, method);
    const paidAt = new Date(props.clock?.() ?? Date.now()).toISOString();
    setCameBack(false);
    if (started.kind === "redirect") {
      keep({ state: "checking", method, qr: null, paidAt });
      // Left only once the progress is committed (and so kept in the tab's storage): Back from
      // the acquirer must find it.
      setLeavingFor(started.url);
    } else if (started.kind === "qr") {
      const { qrId, imageUrl, paymentUrl } = started;
      keep({ state: "checking", method, qr: { qrId, imageUrl, paymentUrl }, paidAt });
    } else keep({ state: started.state, method, qr: null, paidAt });
  };

  if (!id || !cart.data) return <StepPending read={cart} />;
  // The window may have closed while the page was away (cart read back as expired).
  const shown =
    progress ??
    (cart.data.state === "expired"
      ? { state: "expired" as const, method: null, qr: null, paidAt: cart.data.createdAt }
      : null);
  if (shown)
    return (
      <PaymentResultScreen
        headingLevel={2}
        state={shown.state}
        paidAt={shown.method ? shown.paidAt : null}
        qr={shown.qr}
        checkingLimitMs={cameBack ? 0 : undefined}
        clock={props.clock}
        doneHref={props.doneHref}
        checkStatus={() => gateway.paymentStatus(id, shown.qr?.qrId ?? null)}
        onStateChange={(state) => {
          keep({ ...shown, state });
          if (state === "success") {
            props.wizard.finish();
            // Paid: the place is the person's, no hold of it can run out any more.
            if (props.storage)
              forgetHold(props.storage, { eventCode: props.eventCode, raceCode: props.raceCode });
          }
        }}
        onRetry={async () => (shown.method ? start(shown.method) : keep(null))}
        onChangeMethod={() => keep(null)}
        onRepeat={async () => {
          keepCart(await gateway.repeatPayment(id));
          keep(null);
        }}
      />
    );
  if (!methods.data) return <StepPending read={methods} />;
  return (
    <PaymentStep
      cart={cart.data}
      methods={methods.data}
      clock={props.clock}
      onBack={props.onBack}
      onPay={start}
      onExpired={() =>
        keep({ state: "expired", method: null, qr: null, paidAt: cart.data.createdAt })
      }
    />
  );
}
