import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentResultState, PaymentReturnReason } from "@reg/domain";
import { useTRPC } from "@reg/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDocumentTitle } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { payInfoResult, paymentStartOf } from "../data/payment-mapping";
import { useRegistrationReads, type RaceRef } from "../data/registration-reads";
import { usePaymentStatus } from "../data/use-payment-status";
import { leaveFor } from "../payment/leave-for";
import { PaymentResultScreen } from "../payment/payment-result-screen";
import { raceTitle } from "../race-title";
import { StepLoading } from "../step-loading";
import { useLocale } from "../use-locale";
import { forgetStartedPayment, keepStartedPayment } from "./back-to-payment";
import { useKeepCart } from "../steps/use-keep-cart";
import { AddToCalendar, OrderReceipt } from "./order-receipt";
import { ownRegistrationId } from "./own-registration-id";

export interface RegistrationSuccessScreenProps extends RaceRef {
  /** `?registrationId=` of the address the acquirer sends the person back to; null when absent. */
  registrationId: string | null;
  /** After a successful payment. */
  doneHref: string;
  /** Back to the register page, which resumes the order at its payment step. */
  onBackToWizard: () => void;
  /** `?reason=` of the address: why the acquirer's page sent the person back, if it said. */
  reason?: PaymentReturnReason | null;
}

/**
 * The register page's `success` child: where the acquirer's checkout sends the person back. It
 * shows the order's payment result (success, checking, error, expired) as the order itself says.
 */
export function RegistrationSuccessScreen(props: RegistrationSuccessScreenProps) {
  return (
    <div className="container page wizard-page">
      <div className="wizard">
        <RaceLine eventCode={props.eventCode} raceCode={props.raceCode} />
        <div className="card card--padded">
          <SuccessContent {...props} />
        </div>
      </div>
    </div>
  );
}

/** Which race the result is about, as the wizard names it above its steps; nothing until it is known. */
function RaceLine(props: RaceRef) {
  const { i18n } = useLingui();
  const init = useQuery(useRegistrationReads().init(props));
  if (!init.data) return null;
  return <p className="wizard__race">{raceTitle(init.data, i18n)}</p>;
}

function SuccessContent(props: RegistrationSuccessScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Payment result`);
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  // Without the id in the address, the person's own order for the race is the one meant.
  const init = useQuery(useRegistrationReads().init(race));
  const registrationId =
    props.registrationId ?? (init.data ? ownRegistrationId(init.data.availability) : null);
  if (registrationId) return <ResultOf {...props} registrationId={registrationId} />;
  if (init.isError) return <ErrorState variant="page" onRetry={() => void init.refetch()} />;
  if (!init.data) return <StepLoading />;
  return (
    <div className="state state--page">
      <h1 className="state__title">
        <Trans>There is no order to show here</Trans>
      </h1>
      <div className="state__actions">
        <button type="button" className="btn btn--primary" onClick={props.onBackToWizard}>
          <Trans>Go to registration</Trans>
        </button>
      </div>
    </div>
  );
}

function ResultOf(props: RegistrationSuccessScreenProps & { registrationId: string }) {
  const trpc = useTRPC();
  const language = useLocale();
  const reads = useRegistrationReads();
  const pay = useMutation(trpc.payment.pay.mutationOptions());
  const repeat = useMutation(trpc.payment.repeatPayment.mutationOptions());
  const paymentStatus = usePaymentStatus();
  const id = props.registrationId;
  const keepCart = useKeepCart(id);
  const race = { eventCode: props.eventCode, raceCode: props.raceCode };
  const backToPayment = () => {
    forgetStartedPayment(race, id);
    props.onBackToWizard();
  };
  const outcome = useQuery({
    ...reads.payment(id),
    select: (info) => ({ state: payInfoResult(info), lastAttempt: info.lastAttempt }),
  });
  // The screen's own moves (checking → success) after the first read.
  const [moved, setMoved] = useState<PaymentResultState | null>(null);
  // A failed background re-read keeps the result already shown; only a first read that failed says so.
  if (!outcome.data) {
    if (outcome.isError)
      return <ErrorState variant="page" onRetry={() => void outcome.refetch()} />;
    return <StepLoading />;
  }
  const lastAttempt = outcome.data.lastAttempt;
  // "Try again" pays with the method tried last, in one press; without one, the method chooser.
  const retry = async () => {
    const method = lastAttempt?.method;
    if (!method) return backToPayment();
    const started = paymentStartOf(
      await pay.mutateAsync({ registrationId: id, paymentType: method, language }),
    );
    if (started.kind === "redirect") leaveFor(started.url);
    else if (started.kind === "qr") {
      const { qrId, imageUrl, paymentUrl } = started;
      const paidAt = new Date().toISOString();
      keepStartedPayment(race, id, {
        state: "checking",
        method,
        qr: { qrId, imageUrl, paymentUrl },
        paidAt,
      });
      props.onBackToWizard();
    } else setMoved(started.state);
  };
  return (
    <PaymentResultScreen
      headingLevel={1}
      state={moved ?? outcome.data.state}
      // The address's reason is about the first answer only, not one after "try again".
      reason={moved === null ? (props.reason ?? null) : null}
      paidAt={null}
      doneHref={props.doneHref}
      checkStatus={() => paymentStatus(id, null)}
      onStateChange={setMoved}
      onRetry={retry}
      onChangeMethod={backToPayment}
      onRepeat={async () => {
        // Kept as read, so the payment step says what the repeat changed in the order.
        keepCart(await repeat.mutateAsync({ registrationId: id, language }));
        backToPayment();
      }}
      successDetails={<OrderReceipt race={race} registrationId={id} paidBy={lastAttempt} />}
      successActions={<AddToCalendar race={race} registrationId={id} />}
    />
  );
}
