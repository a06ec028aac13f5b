import {
  INSURANCE_PERIOD_DAYS,
  insuranceTypeSchema,
  sportTypeSchema,
  type Product,
  type Products,
  type RegistrationQuery,
  moscowDate,
} from "@reg/domain";
import type { UserRow } from "../../account";
import {
  availableFor,
  cartLinesOf,
  maxPerOrderOf,
  offeredOptions,
  type OptionRow,
} from "./option-queries";
import { ownRegistrationWithRace, type OrderDeps } from "./order-change";
import type { RaceRecord } from "../race/race-queries";
import { byLanguage, customPriceOf } from "../race/race-views";

type ProductKind = Product["kind"];
const GROUP_OF: Record<ProductKind, "insurance" | "services" | "products"> = {
  insurance: "insurance",
  service: "services",
  product: "products",
};

function productKindOf(kind: string): ProductKind {
  return kind === "insurance" || kind === "service" ? kind : "product";
}

function productOf(
  option: OptionRow,
  inCart: number,
  held: boolean,
  record: RaceRecord,
  language: RegistrationQuery["language"],
): Product {
  const insurance =
    option.kind === "insurance" &&
    option.insuranceSport &&
    option.insuranceType &&
    option.insuranceSumInsuredKopecks !== null
      ? {
          sport: sportTypeSchema.parse(option.insuranceSport),
          type: insuranceTypeSchema.parse(option.insuranceType),
          sumInsuredKopecks: option.insuranceSumInsuredKopecks,
          startDate: moscowDate(record.race.startsAt),
          periodDays: INSURANCE_PERIOD_DAYS,
        }
      : null;
  return {
    code: option.code,
    kind: productKindOf(option.kind),
    name: byLanguage(language, option.nameRu, option.nameEn),
    description: byLanguage(language, option.descriptionRu, option.descriptionEn),
    imageUrl: option.imageUrl,
    priceKopecks: option.priceKopecks,
    available: availableFor(option, held ? inCart : 0),
    maxPerOrder: maxPerOrderOf(option),
    inCart,
    customPrice: customPriceOf(option),
    insurance,
  };
}

/** GET /Register/ApiProducts: the race's options in their three groups, with what the order holds. */
export async function listProducts(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  query: RegistrationQuery,
): Promise<Products> {
  const { registration, record } = await ownRegistrationWithRace(deps, {
    scope,
    user,
    registrationId: query.registrationId,
  });
  const [offered, lines] = await Promise.all([
    offeredOptions(deps.db, registration),
    cartLinesOf(deps.db, registration.id),
  ]);
  const counts = new Map(lines.map(({ line }) => [line.optionId, line.count]));
  const held =
    registration.effective === "draft" ||
    registration.effective === "awaitingPayment" ||
    registration.effective === "paid";
  const groups: Products = {
    registrationId: registration.id,
    insurance: [],
    services: [],
    products: [],
  };
  for (const option of offered) {
    groups[GROUP_OF[productKindOf(option.kind)]].push(
      productOf(option, counts.get(option.id) ?? 0, held, record, query.language),
    );
  }
  return groups;
}
