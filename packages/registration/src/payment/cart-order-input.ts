import type { Cart, CartLineKind, OrderItemKind, PriceOrderInput } from "@reg/domain";

const ORDER_KIND: Record<CartLineKind, OrderItemKind> = {
  slot: "slot",
  service: "option",
  product: "option",
  insurance: "insurance",
};

/** The cart as priceOrder's input, for what is priced on the page (the installment plan). */
export function cartOrderInput(cart: Cart): PriceOrderInput {
  return {
    items: cart.items.map((item) => ({
      kind: ORDER_KIND[item.kind],
      unitKopecks: item.unitKopecks,
      count: item.count,
    })),
    discountKopecks: cart.totals.discountKopecks,
    commissionPercent: cart.totals.commissionPercent,
  };
}
