import {
  cartOrderInput,
  installmentsAvailable,
  PAYMENT_METHODS,
  planInstallments,
  type Cart,
  type PaymentMethod,
  type PayOption,
} from "@reg/domain";

function installmentOption(cart: Cart, startAt: Date): PayOption | null {
  const order = cartOrderInput(cart);
  if (!installmentsAvailable(order)) return null;
  const plan = planInstallments(order, startAt);
  const first = plan.parts[0];
  if (!first) return null;
  return {
    method: "installments",
    amountKopecks: first.amountKopecks,
    totalKopecks: plan.price.total,
    installments: {
      discountKopecks: plan.price.discount - cart.totals.discountKopecks,
      totalKopecks: plan.price.total,
      parts: plan.parts.map((part) => ({
        number: part.number,
        amountKopecks: part.amountKopecks,
        dueAt: part.dueAt,
      })),
    },
  };
}

/**
 * The ways this order can be paid with the acquirer's methods, in PAYMENT_METHODS' order, each
 * with what it charges now. Installments only when the domain allows them for this total; their
 * plan starts with the payment window. A free order has one way: confirming it (as a card
 * payment of nothing, which no acquirer sees).
 */
export function payOptionsFor(
  cart: Cart,
  acquirerMethods: readonly PaymentMethod[],
  windowStart: Date,
): PayOption[] {
  const total = cart.totals.totalKopecks;
  if (total === 0)
    return acquirerMethods.includes("card")
      ? [{ method: "card", amountKopecks: 0, totalKopecks: 0, installments: null }]
      : [];
  return PAYMENT_METHODS.filter((method) => acquirerMethods.includes(method)).flatMap(
    (method): PayOption[] => {
      if (method !== "installments")
        return [{ method, amountKopecks: total, totalKopecks: total, installments: null }];
      const option = installmentOption(cart, windowStart);
      return option ? [option] : [];
    },
  );
}
