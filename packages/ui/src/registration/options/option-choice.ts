import {
  checkCustomPriceText,
  parseRublesText,
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
