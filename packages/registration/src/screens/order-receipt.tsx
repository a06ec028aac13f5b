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
import { participantName } from "../participant/participant-name";
import { InstallmentPlan } from "../payment/installment-plan";
import { raceTitle } from "../race-title";
import { useLocale } from "../use-locale";
import { orderNumber } from "@reg/domain";

export interface OrderReceiptProps {
  race: RaceRef;
  registrationId: string;
  /** The attempt that paid: its method (installments: the plan) and the amount charged. */
  paidBy: PaymentAttempt | null;
}

/**
 * Under "you are registered": the order number, the race, the participant, the order's lines and
 * totals, and what was paid (for installments the schedule of the rest). The calendar file is
 * AddToCalendar, among the result's actions.
 */
export function OrderReceipt(props: OrderReceiptProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const reads = useRegistrationReads();
  const init = useQuery(reads.init(props.race));
  const cart = useQuery(reads.cart(props.registrationId));
  const form = useQuery(reads.form(props.race));
  // The receipt adds to the result; until it can be read whole, the result stands alone.
  if (!init.data || !cart.data) return null;
  const title = raceTitle(init.data, i18n);
  const participant = form.data ? participantName(form.data.participant, locale) : "";
  const startsAt = init.data.race.startsAt;
  const start = `${formatMoscowLongDate(startsAt, locale)}, ${formatMoscowTime(startsAt)}`;
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
          <dd className="receipt__number">{orderNumber(props.registrationId)}</dd>
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
    </section>
  );
}

export interface AddToCalendarProps {
  race: RaceRef;
  registrationId: string;
  /** The .ics file's DTSTAMP; now unless a test fixes it. */
  now?: () => Date;
}

/**
 * The race as an .ics file for the person's calendar, in Moscow time: an action of the result,
 * beside "Done" (a link in the receipt's own column sat apart from the centred actions).
 */
export function AddToCalendar(props: AddToCalendarProps) {
  const { t, i18n } = useLingui();
  const init = useQuery(useRegistrationReads().init(props.race));
  if (!init.data) return null;
  const calendar = calendarFile({
    // The full id: a UID must stay unique, and nobody reads it.
    uid: `${props.registrationId}@registration`,
    title: raceTitle(init.data, i18n),
    startsAt: init.data.race.startsAt,
    endsAt: init.data.event.endsAt,
    location: init.data.event.city,
    description: `${t`Order number`}: ${orderNumber(props.registrationId)}`,
    stampedAt: (props.now ?? (() => new Date()))(),
  });
  return (
    <a
      className="btn btn--secondary"
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
      download={`${init.data.event.code}-${init.data.race.code}.ics`}
    >
      <Trans>Add to calendar</Trans>
    </a>
  );
}
