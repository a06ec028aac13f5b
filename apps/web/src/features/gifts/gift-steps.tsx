import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

export type GiftStep = "card" | "payment" | "code";

const STEPS: { step: GiftStep; label: ReactNode }[] = [
  { step: "card", label: <Trans>Gift card</Trans> },
  { step: "payment", label: <Trans>Payment</Trans> },
  { step: "code", label: <Trans>Gift code</Trans> },
];

/** Where the buyer is in the gift's short wizard: the card, the payment, the code. */
export function GiftSteps(props: { current: GiftStep }) {
  const index = STEPS.findIndex((s) => s.step === props.current);
  return (
    <ol className="gift-steps">
      {STEPS.map((s, i) => (
        <li
          key={s.step}
          className={
            i === index ? "gift-steps__item gift-steps__item--current" : "gift-steps__item"
          }
          aria-current={i === index ? "step" : undefined}
        >
          <span className="gift-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          {s.label}
        </li>
      ))}
    </ol>
  );
}
