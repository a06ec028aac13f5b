import { Trans } from "@lingui/react/macro";
import {
  formatMoscowDateIn,
  formatRub,
  INSTALLMENT_DISCOUNT_KOPECKS,
  INSTALLMENT_INTERVAL_WEEKS,
  planInstallments,
  type Instant,
  type PriceOrderInput,
} from "@reg/domain";
import { useLocale } from "../use-locale";

/**
 * SPEC §9 installments for this order: 100 rub off, a quarter now, three more every two weeks,
 * each with its amount and Moscow date, by the domain's planInstallments.
 */
export function InstallmentPlan(props: { order: PriceOrderInput; startAt: Instant }) {
  const locale = useLocale();
  const plan = planInstallments(props.order, props.startAt);
  const discount = formatRub(INSTALLMENT_DISCOUNT_KOPECKS, locale);
  const total = formatRub(plan.price.total, locale);
  const weeks = INSTALLMENT_INTERVAL_WEEKS;
  return (
    <div className="installments">
      <p>
        <Trans>
          {discount} off with installments: {total} in four parts, every {weeks} weeks.
        </Trans>
      </p>
      <ol className="installments__parts">
        {plan.parts.map((part) => {
          const amount = formatRub(part.amountKopecks, locale);
          const date = formatMoscowDateIn(part.dueAt, locale);
          return (
            <li key={part.number} className="installments__part">
              <span>{part.number === 1 ? <Trans>Today</Trans> : <Trans>On {date}</Trans>}</span>
              <span className="installments__amount">{amount}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
