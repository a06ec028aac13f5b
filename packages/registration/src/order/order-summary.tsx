import { Plural, Trans } from "@lingui/react/macro";
import { formatRub, type CartTotals, type Kopecks } from "@reg/domain";
import type { ReactNode } from "react";
import { useLocale } from "../use-locale";
import { orderSummaryRows, type OrderSummaryRow } from "./order-summary-rows";

/** Several orders paid at once (decision 0032): how many people, and what the payment charges. */
export interface SummaryTogether {
  people: number;
  totalKopecks: Kopecks;
}

function rowLabel(row: OrderSummaryRow, together: boolean): ReactNode {
  switch (row.kind) {
    case "subtotal":
      return <Trans>Order</Trans>;
    case "discount":
      return <Trans>Discount</Trans>;
    case "insurance":
      return <Trans>Including insurance (no discount or fee)</Trans>;
    case "commission": {
      const percent = row.percent;
      return <Trans>Service fee ({percent}%)</Trans>;
    }
    case "total":
      // With others' orders below, this total is one order's, not what is charged.
      return together ? <Trans>This order</Trans> : <Trans>Total</Trans>;
  }
}

/**
 * The cart's totals: discount, commission with its percent, and what will be charged; with
 * `together`, this order's total and then the whole payment's for everyone in it.
 */
export function OrderSummary(props: { totals: CartTotals; together?: SummaryTogether | null }) {
  const locale = useLocale();
  const together = props.together ?? null;
  return (
    <dl className="order-summary">
      {orderSummaryRows(props.totals, locale).map((row) => (
        <div
          key={row.kind}
          className={`order-summary__row order-summary__row--${
            row.kind === "total" && together ? "order-total" : row.kind
          }`}
        >
          <dt>{rowLabel(row, together !== null)}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
      {together && <TogetherTotal {...together} />}
    </dl>
  );
}

/** What the payment of several orders charges, and for how many people. */
function TogetherTotal(props: SummaryTogether) {
  const locale = useLocale();
  const people = props.people;
  return (
    <div className="order-summary__row order-summary__row--total">
      <dt>
        <Plural value={people} one="Total for # person" other="Total for # people" />
      </dt>
      <dd>{formatRub(props.totalKopecks, locale)}</dd>
    </div>
  );
}
