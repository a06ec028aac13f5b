import { Trans } from "@lingui/react/macro";
import { PAYMENT_WINDOW_MINUTES, paymentTimeLeftMs, type Instant } from "@reg/domain";
import { useEffect, useRef } from "react";
import { countdownText } from "./countdown-text";
import { useNow, type Clock } from "./use-now";

interface PaymentCountdownProps {
  /** When the registration was created: the 20-minute window runs from then (SPEC §9). */
  createdAt: Instant;
  clock?: Clock;
  /** Called once when the time runs out. */
  onExpired: () => void;
}

/** The time left to pay; the slot is released when it reaches zero. */
export function PaymentCountdown(props: PaymentCountdownProps) {
  const now = useNow(props.clock);
  const left = paymentTimeLeftMs(props.createdAt, new Date(now));
  const expired = left === 0;
  const onExpired = useRef(props.onExpired);
  useEffect(() => {
    onExpired.current = props.onExpired;
  });
  useEffect(() => {
    if (expired) onExpired.current();
  }, [expired]);
  const time = countdownText(left);
  const minutes = PAYMENT_WINDOW_MINUTES;
  return (
    <div className={left < 5 * 60_000 ? "countdown countdown--urgent" : "countdown"}>
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
