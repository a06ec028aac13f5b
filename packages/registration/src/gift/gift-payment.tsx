import { useTRPC } from "@reg/api";
import type { PaymentMethod } from "@reg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { paymentMethodsOf, paymentStartOf } from "../data/payment-mapping";
import { useRegistrationReads } from "../data/registration-reads";
import { usePaymentStatus } from "../data/use-payment-status";
import { leaveFor } from "../payment/leave-for";
import { PaymentResultScreen } from "../payment/payment-result-screen";
import type { PaymentProgress } from "../payment/payment-progress";
import { PaymentStep } from "../payment/payment-step";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import { useKeepCart } from "../steps/use-keep-cart";

/**
 * The gift's order paid like any registration's (decision 0031): the same reads (its cart, its
 * methods), the same payment step and result screen; a card payment leaves for the acquirer,
 * which sends the buyer back to the gift's page.
 */
export function GiftPayment(props: {
  registrationId: string;
  doneHref: string;
  onBack: () => void;
  /** The payment is through: the page reads the gift again (its code). */
  onPaid: () => void;
}) {
  const trpc = useTRPC();
  const language = useLocale();
  const reads = useRegistrationReads();
  const id = props.registrationId;
  const cart = useQuery(reads.cart(id));
  const methods = useQuery({ ...reads.payment(id), select: paymentMethodsOf });
  const pay = useMutation(trpc.payment.pay.mutationOptions());
  const repeat = useMutation(trpc.payment.repeatPayment.mutationOptions());
  const keepCart = useKeepCart(id);
  const paymentStatus = usePaymentStatus();
  const [progress, setProgress] = useState<PaymentProgress | null>(null);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  useEffect(() => {
    if (leavingFor !== null) leaveFor(leavingFor);
  }, [leavingFor]);

  const start = async (method: PaymentMethod) => {
    const started = paymentStartOf(
      await pay.mutateAsync({ registrationId: id, paymentType: method, language }),
    );
    const paidAt = new Date().toISOString();
    if (started.kind === "redirect") {
      setProgress({ state: "checking", method, qr: null, paidAt });
      setLeavingFor(started.url);
    } else if (started.kind === "qr") {
      const { qrId, imageUrl, paymentUrl } = started;
      setProgress({ state: "checking", method, qr: { qrId, imageUrl, paymentUrl }, paidAt });
    } else {
      setProgress({ state: started.state, method, qr: null, paidAt });
      if (started.state === "success") props.onPaid();
    }
  };

  if (!cart.data) return <StepPending read={cart} />;
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
        doneHref={props.doneHref}
        checkStatus={() => paymentStatus(id, shown.qr?.qrId ?? null)}
        onStateChange={(state) => {
          setProgress({ ...shown, state });
          if (state === "success") props.onPaid();
        }}
        onRetry={async () => (shown.method ? start(shown.method) : setProgress(null))}
        onChangeMethod={() => setProgress(null)}
        onRepeat={async () => {
          // Kept as answered: the payment step says what the repeat changed in the order.
          keepCart(await repeat.mutateAsync({ registrationId: id, language }));
          setProgress(null);
        }}
      />
    );
  if (!methods.data) return <StepPending read={methods} />;
  return (
    <PaymentStep
      cart={cart.data}
      methods={methods.data}
      onBack={props.onBack}
      onPay={start}
      onExpired={() =>
        setProgress({ state: "expired", method: null, qr: null, paidAt: cart.data.createdAt })
      }
    />
  );
}
