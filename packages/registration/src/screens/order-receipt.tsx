import { Trans, useLingui } from "@lingui/react/macro";
import {
  calendarFile,
  cartOrderInput,
  formatMoscowLongDate,
  formatMoscowTime,
  formatRub,
  type PaymentAttempt,
} from "@reg/domain";
import { OrderSummary } from "../order/order-summary";
import { useQuery } from "@tanstack/react-query";
import { useRegistrationReads, type RaceRef } from "../data/registration-reads";
import { InstallmentPlan } from "../payment/installment-plan";
import { raceTitle } from "../race-title";
import { useLocale } from "../use-locale";

export interface OrderReceiptProps {
  race: RaceRef;
  registrationId: string;
  /** The attempt that paid: its method (installments: the plan) and the amount charged. */
  paidBy: PaymentAttempt | null;
  /** The .ics file's DTSTAMP; now unless a test fixes it. */
  now?: () => Date;
}

/**
 * Under "you are registered": the order number, the race, the participant, the order's lines and
 * totals, what was paid (for installments the schedule of the rest), and the race as an .ics file
 * for the person's calendar, in Moscow time.
 */
export function OrderReceipt(props: OrderReceiptProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const reads = useRegistrationReads();
  const init = useQuery(reads.init(props.race));
  const cart = useQuery(reads.cart(props.registrationId));
  const form = useQuery(reads.form(props.race));
  // The receipt adds to the result; until it can be read whole, the result stands alone.
  if (!init.data || !cart.data) return null;
  const title = raceTitle(init.data, i18n);
  const participant = form.data
    ? [form.data.participant.lastName, form.data.participant.firstName]
        .filter((part) => part !== undefined && part.trim() !== "")
        .join(" ")
    : "";
  const startsAt = init.data.race.startsAt;
  const start = `${formatMoscowLongDate(startsAt, locale)}, ${formatMoscowTime(startsAt)}`;
  const orderNumber = props.registrationId;
  const calendar = calendarFile({
    uid: `${props.registrationId}@registration`,
    title,
    startsAt,
    endsAt: init.data.event.endsAt,
    location: init.data.event.city,
    description: `${t`Order number`}: ${orderNumber}`,
    stampedAt: (props.now ?? (() => new Date()))(),
  });
  const paid = props.paidBy;
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="receipt__title">
        <Trans>Your order</Trans>
      </h2>
      <dl className="receipt__facts">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd className="receipt__number">{orderNumber}</dd>
        </div>
        <div>
          <dt>
            <Trans>Race</Trans>
          </dt>
          <dd>{title}</dd>
        </div>
        <div>
          <dt>
            <Trans>Start (Moscow time)</Trans>
          </dt>
          <dd>
            {start}, {init.data.event.city}
          </dd>
        </div>
        {participant !== "" && (
          <div>
            <dt>
              <Trans>Participant</Trans>
            </dt>
            <dd>{participant}</dd>
          </div>
        )}
      </dl>
      <ul className="receipt__lines">
        {cart.data.items.map((item) => (
          <li key={item.id} className="receipt__line">
            <span>
              {item.name}
              {item.count > 1 && ` × ${item.count}`}
            </span>
            <span className="receipt__amount">{formatRub(item.lineKopecks, locale)}</span>
          </li>
        ))}
      </ul>
      <OrderSummary totals={cart.data.totals} />
      {paid && (
        <p className="receipt__paid">
          <Trans>Paid: {formatRub(paid.amountKopecks, locale)}</Trans>
        </p>
      )}
      {paid?.method === "installments" && (
        <InstallmentPlan order={cartOrderInput(cart.data)} startAt={cart.data.createdAt} />
      )}
      <a
        className="btn btn--secondary receipt__calendar"
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
        download={`${init.data.event.code}-${init.data.race.code}.ics`}
      >
        <Trans>Add to calendar</Trans>
      </a>
    </section>
  );
}
