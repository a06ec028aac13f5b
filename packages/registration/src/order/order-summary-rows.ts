import { formatRub, type CartTotals, type Locale } from "@reg/domain";

export type OrderSummaryRow =
  | { readonly kind: "subtotal" | "insurance" | "total"; readonly amount: string }
  | { readonly kind: "discount"; readonly amount: string }
  | { readonly kind: "commission"; readonly amount: string; readonly percent: string };

/**
 * The order's figures as they are read out (SPEC §3 cart, §9 commission): the subtotal, the
 * discount when there is one, the insurance it includes, the platform commission with its
 * percent, and the total. Amounts are the server's priceOrder figures, formatted by formatRub.
 */
export function orderSummaryRows(totals: CartTotals, locale: Locale): OrderSummaryRow[] {
  const rows: OrderSummaryRow[] = [
    { kind: "subtotal", amount: formatRub(totals.subtotalKopecks, locale) },
  ];
  if (totals.discountKopecks > 0)
    rows.push({ kind: "discount", amount: formatRub(-totals.discountKopecks, locale) });
  if (totals.insuranceKopecks > 0)
    rows.push({ kind: "insurance", amount: formatRub(totals.insuranceKopecks, locale) });
  if (totals.commissionPercent > 0 || totals.commissionKopecks > 0)
    rows.push({
      kind: "commission",
      amount: formatRub(totals.commissionKopecks, locale),
      percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
        totals.commissionPercent,
      ),
    });
  rows.push({ kind: "total", amount: formatRub(totals.totalKopecks, locale) });
  return rows;
}
