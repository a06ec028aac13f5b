import type { PayInfo, PaymentMethod } from "@reg/domain";
import { useTRPC } from "@reg/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { paymentMethodsOf, paymentStartOf, type PaymentStart } from "../data/payment-mapping";
import { useRegistrationReads } from "../data/registration-reads";
import { usePaymentStatus } from "../data/use-payment-status";
import { forgetHold } from "../hold/kept-hold";
import { leaveFor } from "../payment/leave-for";
import { PaymentResultScreen } from "../payment/payment-result-screen";
import { asPaymentProgress, type PaymentProgress } from "../payment/payment-progress";
import { PaymentStep } from "../payment/payment-step";
import type { Clock } from "../payment/use-now";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import type { WizardStorage } from "../wizard/wizard-storage";
import type { WizardStepProps } from "./step-props";
import { useKeepCart } from "./use-keep-cart";

/** What the payment step offers from ApiPay: its methods and the orders payable with this one. */
function paymentChoiceOf(info: PayInfo) {
  return { methods: paymentMethodsOf(info), together: info.payTogether };
}

/** Payment: the methods, the acquirer or QR code, and the result screen with its way on. */
export function PaymentContainer(
  props: WizardStepProps & {
    doneHref: string;
    clock?: Clock;
    /** The tab's storage: a paid place's hold is forgotten there. */
    storage: WizardStorage | null;
    /** The captain registered the whole team: its members' shares are paid with this order. */
    teamPays?: boolean;
  },
) {
  const trpc = useTRPC();
  const language = useLocale();
  const reads = useRegistrationReads();
  const cart = useQuery(reads.cart(props.registrationId));
  const choice = useQuery({
    ...reads.payment(props.registrationId),
    select: paymentChoiceOf,
    // The orders payable with this one change while the person registers others on this page
    // (each their own step): read again whenever the step opens, not only once stale.
    refetchOnMount: "always",
  });
  const pay = useMutation(trpc.payment.pay.mutationOptions());
  const repeat = useMutation(trpc.payment.repeatPayment.mutationOptions());
  const paymentStatus = usePaymentStatus();
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

  const start = async (method: PaymentMethod, also: readonly string[]) => {
    if (!id) return;
    const started: PaymentStart = paymentStartOf(
      await pay.mutateAsync({
        registrationId: id,
        paymentType: method,
        language,
        // Sent only when paying together, so a payment of one stays the request it always was.
        ...(also.length > 0 ? { alsoRegistrationIds: [...also] } : {}),
      }),
    );
    const paidAt = new Date(props.clock?.() ?? Date.now()).toISOString();
    setCameBack(false);
    if (started.kind === "redirect") {
      keep({ state: "checking", method, qr: null, paidAt, also });
      // Left only once the progress is committed (and so kept in the tab's storage): Back from
      // the acquirer must find it.
      setLeavingFor(started.url);
    } else if (started.kind === "qr") {
      const { qrId, imageUrl, paymentUrl } = started;
      keep({ state: "checking", method, qr: { qrId, imageUrl, paymentUrl }, paidAt, also });
    } else keep({ state: started.state, method, qr: null, paidAt, also });
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
        checkStatus={() => paymentStatus(id, shown.qr?.qrId ?? null)}
        onStateChange={(state) => {
          keep({ ...shown, state });
          if (state === "success") {
            props.wizard.finish();
            // Paid: the place is the person's, no hold of it can run out any more.
            if (props.storage) forgetHold(props.storage, props.race);
          }
        }}
        onRetry={async () => (shown.method ? start(shown.method, shown.also ?? []) : keep(null))}
        onChangeMethod={() => keep(null)}
        onRepeat={async () => {
          keepCart(await repeat.mutateAsync({ registrationId: id, language }));
          keep(null);
        }}
      />
    );
  if (!choice.data) return <StepPending read={choice} />;
  return (
    <PaymentStep
      cart={cart.data}
      methods={choice.data.methods}
      together={choice.data.together}
      teamSharesLocked={props.teamPays}
      clock={props.clock}
      onBack={props.onBack}
      onPay={start}
      onExpired={() =>
        keep({ state: "expired", method: null, qr: null, paidAt: cart.data.createdAt })
      }
    />
  );
}
