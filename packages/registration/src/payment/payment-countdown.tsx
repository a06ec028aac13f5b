import { Trans } from "@lingui/react/macro";
import { PAYMENT_WINDOW_MINUTES, type Instant } from "@reg/domain";
import { countdownText } from "./countdown-text";
import type { Clock } from "./use-now";
import { usePaymentTimeLeft } from "./use-payment-time-left";

interface PaymentCountdownProps {
  /** When the registration was created: the 20-minute window runs from then (SPEC §9). */
  createdAt: Instant;
  clock?: Clock;
  /** Called once when the time runs out. */
  onExpired: () => void;
}

/** The time left to pay; the slot is released when it reaches zero. */
export function PaymentCountdown(props: PaymentCountdownProps) {
  const { leftMs, urgent } = usePaymentTimeLeft(props.createdAt, props.clock, props.onExpired);
  const time = countdownText(leftMs);
  const minutes = PAYMENT_WINDOW_MINUTES;
  return (
    <div className={urgent ? "countdown countdown--urgent" : "countdown"}>
      <span className="countdown__time" role="timer" aria-atomic="true">
        {time}
      </span>
      <span className="countdown__text">
        <Trans>
          Your place is held for {minutes} minutes. Pay before the time runs out, or the place goes
          to someone else.
        </Trans>
      </span>
    </div>
  );
}
