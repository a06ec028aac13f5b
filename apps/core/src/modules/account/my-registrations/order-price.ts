import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { storedOrderTotals, type CartTotals, type Locale, type PromoDiscount } from "@reg/domain";

/*
 * An order priced from what it keeps (its slot's price, its cart lines, its promo code), as its cart
 * prices it — read in a list's own query for many orders at once: "my registrations" and what a
 * payer may pay together (decision 0032).
 */

/** The columns `orderPriceColumns` selects, as each row reads them. */
export const orderPriceShape = {
  slot_amount: z.coerce.number().int().nonnegative(),
  options: z
    .array(
      z.object({
        name: z.string(),
        kind: z.enum(["insurance", "service", "product"]),
        count: z.number().int().positive(),
        unit: z.coerce.number().int().nonnegative(),
        amount: z.coerce.number().int().nonnegative(),
      }),
    )
    .nullable(),
  commission_basis_points: z.number().int().nonnegative(),
  promo_percent: z.number().int().nullable(),
  promo_kopecks: z.coerce.number().int().nullable(),
};
export type OrderPriceRow = z.infer<z.ZodObject<typeof orderPriceShape>>;

/**
 * The select list of an order's price, for a query over `registrations g` left-joined to its
 * `promo_codes pc`; the options' names in `language`.
 */
export function orderPriceColumns(language: Locale): SQL {
  const optionName = sql.raw(language === "en" ? "o.name_en" : "o.name_ru");
  return sql`coalesce(g.slot_custom_price_kopecks, g.slot_price_kopecks) as slot_amount,
    (select json_agg(json_build_object(
              'name', ${optionName},
              'kind', o.kind,
              'count', l.count,
              'unit', coalesce(l.custom_price_kopecks, l.unit_price_kopecks),
              'amount', l.count * coalesce(l.custom_price_kopecks, l.unit_price_kopecks))
            order by l.added_at, o.id)
       from cart_lines l join options o on o.id = l.option_id
      where l.registration_id = g.id) as options,
    g.commission_basis_points,
    pc.discount_percent::int as promo_percent, pc.discount_kopecks as promo_kopecks`;
}

function promoOf(row: OrderPriceRow): PromoDiscount | null {
  if (row.promo_percent !== null) return { kind: "percent", percent: row.promo_percent };
  if (row.promo_kopecks !== null) return { kind: "fixed", kopecks: row.promo_kopecks };
  return null;
}

/** The order's totals from its kept prices (the domain's storedOrderTotals). */
export function orderTotalsOf(row: OrderPriceRow): CartTotals {
  return storedOrderTotals({
    slotKopecks: row.slot_amount,
    options: (row.options ?? []).map((line) => ({
      kind: line.kind,
      unitKopecks: line.unit,
      count: line.count,
    })),
    promo: promoOf(row),
    commissionBasisPoints: row.commission_basis_points,
  });
}
