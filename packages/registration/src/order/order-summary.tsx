import { Trans } from "@lingui/react/macro";
import type { CartTotals } from "@reg/domain";
import type { ReactNode } from "react";
import { useLocale } from "../use-locale";
import { orderSummaryRows, type OrderSummaryRow } from "./order-summary-rows";

function rowLabel(row: OrderSummaryRow): ReactNode {
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
      return <Trans>Total</Trans>;
  }
}

/** The cart's totals: discount, commission with its percent, and what will be charged. */
export function OrderSummary(props: { totals: CartTotals }) {
  const locale = useLocale();
  return (
    <dl className="order-summary">
      {orderSummaryRows(props.totals, locale).map((row) => (
        <div key={row.kind} className={`order-summary__row order-summary__row--${row.kind}`}>
          <dt>{rowLabel(row)}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
