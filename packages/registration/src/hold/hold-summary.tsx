import { Trans, useLingui } from "@lingui/react/macro";
import {
  formatRub,
  PAYMENT_WINDOW_MINUTES,
  priceOrder,
  type Cart,
  type RegistrationInit,
} from "@reg/domain";
import { countdownText } from "../payment/countdown-text";
import type { Clock } from "../payment/use-now";
import { usePaymentTimeLeft } from "../payment/use-payment-time-left";
import { useLocale } from "../use-locale";

interface HoldSummaryProps {
  init: RegistrationInit;
  /** The order once the first step made it (null before: the race's price is all there is). */
  cart: Cart | null;
  clock?: Clock;
  /** Called once when the hold's time runs out. */
  onExpired: () => void;
  /**
   * The captain registers the whole team and its order is not made yet: the prices are one
   * member's, and the places are held only once every member is in (decision 0026 §7).
   */
  forTeam?: boolean;
}

/**
 * The compact bar above every step before payment (issue 12 item 5): the race's price, the
 * all-in total with the service fee, and the 20-minute hold's time left, so nothing about the
 * price or the time comes as a surprise at the payment step.
 */
export function HoldSummary(props: HoldSummaryProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { init, cart } = props;
  const slot = cart?.items.find((item) => item.kind === "slot");
  const raceKopecks = slot?.unitKopecks ?? init.price.currentKopecks;
  const totalKopecks =
    cart?.totals.totalKopecks ??
    priceOrder({
      items: [{ kind: "slot", unitKopecks: raceKopecks, count: 1 }],
      discountKopecks: 0,
      commissionPercent: init.commissionPercent,
    }).total;
  const percent = cart?.totals.commissionPercent ?? init.commissionPercent;
  return (
    <section className="hold-summary" aria-label={t`Your order`}>
      <dl className="hold-summary__facts">
        <div className="hold-summary__fact">
          <dt>
            <Trans>Race</Trans>
          </dt>
          <dd>{formatRub(raceKopecks, locale)}</dd>
        </div>
        <div className="hold-summary__fact">
          <dt>
            <Trans>Total with the {percent}% service fee</Trans>
          </dt>
          <dd className="hold-summary__total">{formatRub(totalKopecks, locale)}</dd>
        </div>
        {cart && (
          <HoldTimeLeft
            createdAt={cart.createdAt}
            clock={props.clock}
            onExpired={props.onExpired}
          />
        )}
      </dl>
      {!cart && (
        <p className="hold-summary__note">
          {props.forTeam ? (
            <Trans>
              Prices per participant. Once every member is added and you continue, the team's places
              are held for {PAYMENT_WINDOW_MINUTES} minutes.
            </Trans>
          ) : (
            <Trans>
              Once you continue, your place is held for {PAYMENT_WINDOW_MINUTES} minutes.
            </Trans>
          )}
        </p>
      )}
    </section>
  );
}

function HoldTimeLeft(props: { createdAt: string; clock?: Clock; onExpired: () => void }) {
  const { leftMs, urgent } = usePaymentTimeLeft(props.createdAt, props.clock, props.onExpired);
  return (
    <div
      className={urgent ? "hold-summary__fact hold-summary__fact--urgent" : "hold-summary__fact"}
    >
      <dt>
        <Trans>Place held for</Trans>
      </dt>
      <dd>
        <span role="timer" aria-atomic="true">
          {countdownText(leftMs)}
        </span>
      </dd>
    </div>
  );
}
