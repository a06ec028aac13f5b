import {
  cartTotals,
  cartTotalsOf,
  type Cart,
  type CartItem,
  type Products,
  type RegistrationForm,
  type RegistrationInit,
} from "@reg/domain";
import type { FakeRegistration } from "./fake-api";

export const REGISTRATION_ID = "7d0f6f0e-2b1a-4c3e-9a1e-0b2c3d4e5f60";

export const testInit: RegistrationInit = {
  isAuthorized: true,
  event: {
    code: "white-nights",
    name: "White Nights",
    sportType: "run",
    city: "Saint Petersburg",
    startsAt: "2026-06-28T03:00:00Z",
    endsAt: "2026-06-28T12:00:00Z",
    imageUrl: null,
  },
  race: {
    code: "42k",
    name: "Marathon",
    startsAt: "2026-06-28T03:00:00Z",
    distance: { value: 42.195, unit: "km" },
    isRelay: false,
    relayStageCount: null,
    minAge: 18,
    maxAge: 99,
    registrationOpensAt: "2026-01-01T00:00:00Z",
    registrationClosesAt: "2026-06-20T00:00:00Z",
  },
  availability: { state: "open" },
  placesLeft: { state: "count", count: 120 },
  price: {
    currentKopecks: 350000,
    isFree: false,
    nextKopecks: null,
    risesAt: null,
    daysUntilPriceIncrease: null,
  },
  customPrice: null,
  promoCodeRequired: false,
  hasOptions: true,
  commissionPercent: 5,
  form: {
    specialCategories: [],
    startPackets: ["S", "M", "L"],
    questions: [],
    requireDocument: false,
    documentTypes: ["21", "07", "10"],
  },
  paymentWindowMinutes: 20,
};

/** What ApiRegistration prefills from the account: everything but the choices and agreements. */
export const prefilledForm: RegistrationForm = {
  registrationId: null,
  state: null,
  paymentDeadline: null,
  eventCode: "white-nights",
  raceCode: "42k",
  relayPosition: null,
  promoCode: null,
  imageId: null,
  participant: {
    email: "anna@example.com",
    lastName: "Petrova",
    firstName: "Anna",
    birthDate: "1990-05-17",
    gender: "female",
    country: "RU",
    region: "Leningrad Oblast",
    city: "Saint Petersburg",
    street: "Nevsky prospect",
    building: "1",
    apartment: "2",
    postcode: "191025",
    phone: "+7 916 123 45 67",
    noClub: true,
  },
};

export const testProducts: Products = {
  registrationId: REGISTRATION_ID,
  insurance: [],
  services: [],
  products: [
    {
      code: "shirt",
      kind: "product",
      name: "Finisher T-shirt",
      description: "Cotton, race logo",
      imageUrl: null,
      priceKopecks: 150000,
      available: 2,
      maxPerOrder: null,
      inCart: 0,
      customPrice: null,
      insurance: null,
    },
  ],
};

function cartOf(items: CartItem[], promoCode: string | null, discount: number): Cart {
  const price = cartTotals(items, { discountKopecks: discount, commissionPercent: 5 });
  return {
    registrationId: REGISTRATION_ID,
    state: "draft",
    eventCode: "white-nights",
    raceCode: "42k",
    items,
    promoCode,
    totals: cartTotalsOf(price, 5),
    createdAt: "2026-05-01T09:00:00Z",
    paymentDeadline: "2026-05-01T09:20:00Z",
    notice: null,
    changes: [],
    originalsNeededAtPickup: ["medicalCertificate", "insurancePolicy", "identityDocument"],
  };
}

const slot: CartItem = {
  id: "slot",
  kind: "slot",
  name: "Marathon",
  imageUrl: null,
  unitKopecks: 350000,
  count: 1,
  lineKopecks: 350000,
  maxPerOrder: 1,
  available: 1,
  customPrice: null,
};

/**
 * An in-memory registration that records its calls, for wizard tests: `FakeApiProvider` answers the
 * wizard's tRPC calls from it.
 */
export function fakeRegistration(overrides: Partial<FakeRegistration> = {}) {
  const calls: string[] = [];
  let shirts = 0;
  const cart = () =>
    cartOf(
      shirts > 0
        ? [
            slot,
            {
              ...slot,
              id: "shirt",
              kind: "product",
              name: "Finisher T-shirt",
              unitKopecks: 150000,
              count: shirts,
              lineKopecks: 150000 * shirts,
              maxPerOrder: null,
              available: 2,
            },
          ]
        : [slot],
      null,
      0,
    );
  const fake: FakeRegistration = {
    init: async () => testInit,
    runningClubs: async () => [{ id: 1, name: "Nevsky Runners", city: "Saint Petersburg" }],
    occupations: async () => [{ code: "engineer", name: "Engineer" }],
    registrationForm: async () => prefilledForm,
    checkPromoCode: async (_race, code) => ({ code, discount: { kind: "percent", percent: 10 } }),
    contractOffer: async (race) => ({
      ...race,
      title: "Public offer: White Nights, Marathon",
      paragraphs: ["Paying the order, the participant accepts this offer."],
      beneficiary: { name: "Run Club LLC", inn: "7701234567", ogrnip: null, address: "Moscow" },
    }),
    saveRegistration: async (input) => {
      calls.push(`saveRegistration:${input.registrationId ?? "new"}`);
      return {
        registrationId: REGISTRATION_ID,
        state: "draft",
        createdAt: "2026-05-01T09:00:00Z",
        paymentDeadline: "2026-05-01T09:20:00Z",
      };
    },
    uploadImage: async () => {
      throw new Error("not used");
    },
    products: async () => testProducts,
    saveProducts: async (input) => {
      calls.push(`saveProducts:${JSON.stringify(input.products)}`);
      shirts = input.products.find((p) => p.code === "shirt")?.count ?? 0;
      return cart();
    },
    addProduct: async () => cart(),
    removeProduct: async () => cart(),
    setProductCount: async () => cart(),
    setCustomPrice: async () => cart(),
    requestPolicy: async () => {
      throw new Error("not used");
    },
    cart: async () => cart(),
    confirmOrder: async () => {
      calls.push("confirmOrder");
      return { ...cart(), state: "awaitingPayment" };
    },
    applyDiscountCode: async () => cart(),
    removeDiscountCode: async () => cart(),
    clearCart: async () => ({ registrationId: REGISTRATION_ID, state: "cancelled" }),
    paymentMethods: async () => ["card", "qr", "installments"],
    payTogether: async () => [],
    pay: async (_id, method) => {
      calls.push(`pay:${method}`);
      return { kind: "result", state: "error" };
    },
    paymentStatus: async () => "checking",
    repeatPayment: async () => cart(),
    ...overrides,
  };
  return { fake, calls };
}
