import {
  checkCustomPriceText,
  KOPECKS_PER_RUB,
  parseRublesText,
  SLOT_CART_ITEM_ID,
  type CustomPriceBounds,
  type Kopecks,
  type Product,
  type ValidationMessageId,
} from "@reg/domain";
import { clampOptionCount } from "./option-limits";

/** The options step's choice: a count per option code, and the price typed where one is chosen. */
export interface OptionChoice {
  readonly counts: Readonly<Record<string, number>>;
  /** What the person typed in rubles, by option code, for options with custom price bounds. */
  readonly priceTexts: Readonly<Record<string, string>>;
}

/** What the options step hands on: ApiSaveProducts' list and SetCustomPrice's prices. */
export interface OptionSelection {
  readonly products: readonly { code: string; count: number }[];
  readonly customPrices: readonly { code: string; priceKopecks: Kopecks }[];
}

/** The choice the order holds now (ApiProducts' `inCart`), over a choice saved before a reload. */
export function initialOptionChoice(
  products: readonly Product[],
  saved?: OptionChoice,
): OptionChoice {
  const counts: Record<string, number> = {};
  const priceTexts: Record<string, string> = {};
  for (const product of products) {
    counts[product.code] = clampOptionCount(product, saved?.counts[product.code] ?? product.inCart);
    if (product.customPrice) priceTexts[product.code] = saved?.priceTexts[product.code] ?? "";
  }
  return { counts, priceTexts };
}

/** The custom-price messages of the chosen options (SPEC §5 "price must be valid and within bounds"). */
export function optionPriceErrors(
  products: readonly Product[],
  choice: OptionChoice,
): Record<string, ValidationMessageId> {
  const errors: Record<string, ValidationMessageId> = {};
  for (const product of products) {
    if (!product.customPrice || (choice.counts[product.code] ?? 0) === 0) continue;
    const problem = checkCustomPriceText(
      choice.priceTexts[product.code] ?? "",
      product.customPrice,
    );
    if (problem) errors[product.code] = problem;
  }
  return errors;
}

/** The choice as the calls want it; only call after optionPriceErrors found nothing. */
export function optionSelection(
  products: readonly Product[],
  choice: OptionChoice,
): OptionSelection {
  const list = products.map((product) => ({
    code: product.code,
    count: clampOptionCount(product, choice.counts[product.code] ?? 0),
  }));
  const customPrices = products.flatMap((product) => {
    const kopecks = parseRublesText(choice.priceTexts[product.code] ?? "");
    return product.customPrice && kopecks !== null && (choice.counts[product.code] ?? 0) > 0
      ? [{ code: product.code, priceKopecks: kopecks }]
      : [];
  });
  return { products: list, customPrices };
}

/** A "pay what you want" race: the slot's bounds and the price the order holds now. */
export interface RacePriceChoice {
  readonly bounds: CustomPriceBounds;
  readonly kopecks: Kopecks;
}

/** The race's own price in the choice's priceTexts: under the slot's cart item id. */
export const RACE_PRICE_KEY = SLOT_CART_ITEM_ID;

/** Kopecks as a person would type them in rubles: "1500", "1500,50". */
export function rublesInputText(kopecks: Kopecks): string {
  const rubles = Math.floor(kopecks / KOPECKS_PER_RUB);
  const rest = kopecks % KOPECKS_PER_RUB;
  return rest === 0 ? String(rubles) : `${rubles},${String(rest).padStart(2, "0")}`;
}

/** The typed race price, or the order's own when nothing was typed (kept from before a reload). */
export function racePriceText(race: RacePriceChoice, saved?: OptionChoice): string {
  return saved?.priceTexts[RACE_PRICE_KEY] ?? rublesInputText(race.kopecks);
}
