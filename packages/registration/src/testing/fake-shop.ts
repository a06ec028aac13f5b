import {
  cartTotals,
  cartTotalsOf,
  SLOT_CART_ITEM_ID,
  type Cart,
  type CartItem,
  type CustomPriceBounds,
  type Product,
  type RegistrationInit,
} from "@reg/domain";
import type { FakeRegistration } from "./fake-api";
import { fakeRegistration, prefilledForm, REGISTRATION_ID, testInit } from "./fake-registration";

const RACE_DAY = "2026-06-28";

/** Accident insurance as the seed offers it: one policy per order, requested with its terms. */
export const accidentInsurance: Product = {
  code: "accident",
  kind: "insurance",
  name: "Accident insurance",
  description: "",
  imageUrl: null,
  priceKopecks: 39000,
  available: null,
  maxPerOrder: 1,
  inCart: 0,
  customPrice: null,
  insurance: {
    sport: "run",
    type: "accident",
    sumInsuredKopecks: 50_000_000,
    startDate: RACE_DAY,
    periodDays: 1,
  },
};

export const tshirt: Product = {
  code: "shirt",
  kind: "product",
  name: "Finisher T-shirt",
  description: "",
  imageUrl: null,
  priceKopecks: 150000,
  available: 5,
  maxPerOrder: null,
  inCart: 0,
  customPrice: null,
  insurance: null,
};

export interface FakeShopOptions {
  /** What the order already holds (a draft being resumed). */
  held?: Record<string, number>;
  /** A "pay what you want" race: the slot's bounds. */
  slotCustomPrice?: CustomPriceBounds;
  /** The draft already exists (resumed in a new tab): ApiRegistration and init say so. */
  resumed?: boolean;
  /** Options sold out by others before the order is confirmed: the confirm takes them out. */
  soldOutOnConfirm?: readonly string[];
}

/**
 * A stateful fake of core's order for wizard tests: ApiSaveProducts takes the whole choice (an
 * option left out of the list goes, as core does), a policy request adds the insurance line,
 * SetCustomPrice sets the slot's price, and the cart is priced by the domain.
 */
export function fakeShop(options: FakeShopOptions = {}) {
  const held = new Map<string, number>(Object.entries(options.held ?? {}));
  const catalog = [accidentInsurance, tshirt];
  let slotPrice = testInit.price.currentKopecks;
  let state: Cart["state"] = "draft";
  const init: RegistrationInit = {
    ...testInit,
    customPrice: options.slotCustomPrice ?? null,
    availability: options.resumed
      ? {
          state: "unfinishedDraft",
          registrationId: REGISTRATION_ID,
          paymentDeadline: "2026-05-01T09:20:00Z",
        }
      : { state: "open" },
  };
  const item = (product: Product, count: number): CartItem => ({
    id: product.code,
    kind: product.kind,
    name: product.name,
    imageUrl: null,
    unitKopecks: product.priceKopecks,
    count,
    lineKopecks: product.priceKopecks * count,
    maxPerOrder: product.maxPerOrder,
    available: product.available,
    customPrice: null,
  });
  const cart = (): Cart => {
    const slot: CartItem = {
      id: SLOT_CART_ITEM_ID,
      kind: "slot",
      name: "Marathon",
      imageUrl: null,
      unitKopecks: slotPrice,
      count: 1,
      lineKopecks: slotPrice,
      maxPerOrder: 1,
      available: 1,
      customPrice: options.slotCustomPrice ?? null,
    };
    const items = [
      slot,
      ...catalog.flatMap((p) =>
        (held.get(p.code) ?? 0) > 0 ? [item(p, held.get(p.code) ?? 0)] : [],
      ),
    ];
    const price = cartTotals(items, { discountKopecks: 0, commissionPercent: 5 });
    return {
      registrationId: REGISTRATION_ID,
      state,
      eventCode: "white-nights",
      raceCode: "42k",
      items,
      promoCode: null,
      totals: cartTotalsOf(price, 5),
      createdAt: "2026-05-01T09:00:00Z",
      paymentDeadline: "2026-05-01T09:20:00Z",
      notice: null,
      changes: [],
      originalsNeededAtPickup: [],
    };
  };
  const withInCart = (product: Product): Product => ({
    ...product,
    inCart: held.get(product.code) ?? 0,
  });
  const overrides: Partial<FakeRegistration> = {
    init: async () => init,
    registrationForm: async () =>
      options.resumed
        ? { ...prefilledForm, registrationId: REGISTRATION_ID, state: "draft" }
        : prefilledForm,
    products: async () => ({
      registrationId: REGISTRATION_ID,
      insurance: [withInCart(accidentInsurance)],
      services: [],
      products: [withInCart(tshirt)],
    }),
    saveProducts: async (input) => {
      // The whole choice: what the list leaves out is taken out. Insurance is only ever taken out.
      for (const product of catalog) {
        const count = input.products.find((p) => p.code === product.code)?.count ?? 0;
        if (product.kind === "insurance" && count > (held.get(product.code) ?? 0))
          throw new Error("insurance is requested with its terms (ApiPolicyRequest)");
        held.set(product.code, count);
      }
      return cart();
    },
    requestPolicy: async () => {
      held.set(accidentInsurance.code, 1);
      return {
        policy: {
          productCode: accidentInsurance.code,
          sport: "run",
          type: "accident",
          startDate: RACE_DAY,
          endDate: RACE_DAY,
          periodDays: 1,
          sumInsuredKopecks: 50_000_000,
          premiumKopecks: accidentInsurance.priceKopecks,
        },
        cart: cart(),
      };
    },
    removeProduct: async (input) => {
      held.set(input.cartItemId, 0);
      return cart();
    },
    setCustomPrice: async (input) => {
      if (input.cartItemId === SLOT_CART_ITEM_ID) slotPrice = input.priceKopecks;
      return cart();
    },
    cart: async () => cart(),
    confirmOrder: async () => {
      // Confirming twice answers the same, without the adjustment (as core does).
      if (state === "awaitingPayment") return cart();
      state = "awaitingPayment";
      const changes: Cart["changes"] = [];
      for (const product of catalog.filter((p) => options.soldOutOnConfirm?.includes(p.code))) {
        const from = held.get(product.code) ?? 0;
        if (from === 0) continue;
        held.set(product.code, 0);
        changes.push({ id: product.code, kind: product.kind, name: product.name, from, to: 0 });
      }
      return changes.length === 0
        ? cart()
        : { ...cart(), notice: "stock.optionsAdjusted", changes };
    },
  };
  const { fake, calls } = fakeRegistration(overrides);
  return { fake, calls, cart, held };
}
