import { maxCartCount, type CartLineKind, type Product } from "@reg/domain";

const LINE_KIND: Record<Product["kind"], CartLineKind> = {
  insurance: "insurance",
  service: "service",
  product: "product",
};

/**
 * The most units of an option this order may take: its stock (which counts what the order
 * already holds) and the organizer's per-order limit, by the domain's cart rule.
 */
export function maxOptionCount(product: Product): number {
  return maxCartCount(
    {
      id: product.code,
      kind: LINE_KIND[product.kind],
      unitKopecks: product.priceKopecks,
      count: product.inCart,
      maxPerOrder: product.maxPerOrder,
    },
    { [product.code]: product.available },
  );
}

/** The option's count clamped into 0…its limit, for a stepper press or a stale saved choice. */
export function clampOptionCount(product: Product, count: number): number {
  return Math.max(0, Math.min(Math.trunc(count), maxOptionCount(product)));
}
