import {
  cartTotals,
  cartTotalsOf,
  discountableKopecks,
  multiplyKopecks,
  orderItemOf,
  originalsNeededAtPickup,
  promoDiscountKopecks,
  SLOT_CART_ITEM_ID,
  type Cart,
  type CartChange,
  type CartChangeDto,
  type CartItem,
  type CartLineKind,
  type Locale,
  type StockMessageId,
} from "@reg/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { LIVE_STATES, options } from "../../../db/schema";
import {
  availableFor,
  cartLinesOf,
  maxPerOrderOf,
  type CartLineWithOption,
} from "./option-queries";
import { findPromoById } from "../promo/promo-queries";
import type { RaceRecord } from "../race/race-queries";
import { byLanguage, commissionPercent, customPriceOf, raceName } from "../race/race-views";
import type { RegistrationRecord } from "../record/registration-queries";

/** What a call had to change in the order to stay within stock (SPEC §8). */
export interface StockAdjustment {
  notice: StockMessageId | null;
  changes: readonly CartChange[];
}

export const NO_ADJUSTMENT: StockAdjustment = { notice: null, changes: [] };

function isLive(registration: RegistrationRecord): boolean {
  return (LIVE_STATES as readonly string[]).includes(registration.effective);
}

/** The cart line kind of an option kind. */
export function lineKindOf(kind: string): CartLineKind {
  return kind === "insurance" || kind === "service" ? kind : "product";
}

function slotItem(
  registration: RegistrationRecord,
  record: RaceRecord,
  language: Locale,
): CartItem {
  const unit = registration.slotCustomPriceKopecks ?? registration.slotPriceKopecks;
  return {
    id: SLOT_CART_ITEM_ID,
    kind: "slot",
    name: raceName(record.race, language),
    imageUrl: record.event.imageUrl,
    unitKopecks: unit,
    count: 1,
    lineKopecks: unit,
    maxPerOrder: 1,
    available: isLive(registration) ? 1 : 0,
    customPrice: customPriceOf(record.race),
  };
}

/**
 * The order as GET /Register/ApiCart answers it: the slot, the option lines, the promo code's
 * discount and the commission, totalled by the domain (cartTotals → priceOrder).
 */
export async function cartView(
  db: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
  language: Locale,
  adjustment: StockAdjustment = NO_ADJUSTMENT,
  /** The order's lines when the caller has just read them and changed none. */
  knownLines?: readonly CartLineWithOption[],
): Promise<Cart> {
  const [lines, promo] = await Promise.all([
    knownLines ?? cartLinesOf(db, registration.id),
    registration.promoCodeId === null
      ? null
      : findPromoById(db, registration.promoCodeId, record.event.code),
  ]);
  const held = isLive(registration);
  const items: CartItem[] = [
    slotItem(registration, record, language),
    ...lines.map(({ line, option }): CartItem => {
      const unit = line.customPriceKopecks ?? line.unitPriceKopecks;
      return {
        id: option.code,
        kind: lineKindOf(option.kind),
        name: byLanguage(language, option.nameRu, option.nameEn),
        imageUrl: option.imageUrl,
        unitKopecks: unit,
        count: line.count,
        lineKopecks: multiplyKopecks(unit, line.count),
        maxPerOrder: maxPerOrderOf(option),
        available: availableFor(option, held ? line.count : 0),
        customPrice: customPriceOf(option),
      };
    }),
  ];
  const orderItems = items.map(orderItemOf);
  const discount = promo
    ? promoDiscountKopecks(promo.promo.discount, discountableKopecks(orderItems))
    : 0;
  const percent = commissionPercent(registration.commissionBasisPoints);
  return {
    registrationId: registration.id,
    state: registration.effective,
    eventCode: record.event.code,
    raceCode: record.race.code,
    items,
    promoCode: promo?.promo.code ?? null,
    totals: cartTotalsOf(
      cartTotals(items, { discountKopecks: discount, commissionPercent: percent }),
      percent,
    ),
    createdAt: registration.createdAt.toISOString(),
    paymentDeadline: registration.expiresAt.toISOString(),
    notice: adjustment.notice,
    changes: await namedChanges(db, registration, record, language, adjustment.changes, items),
    originalsNeededAtPickup: originalsNeededAtPickup({
      medicalCertificate: registration.imageId !== null,
      insurancePolicy: items.some((item) => item.kind === "insurance"),
      identityDocument: registration.documentType !== null,
    }),
  };
}

/**
 * The changes with their lines' names: a line still in the order is named by it; one taken out
 * is looked up among the event's options (only when an adjustment took a line out).
 */
async function namedChanges(
  db: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
  language: Locale,
  changes: readonly CartChange[],
  items: readonly CartItem[],
): Promise<CartChangeDto[]> {
  if (changes.length === 0) return [];
  const names = new Map(items.map((item) => [item.id, item.name]));
  const missing = changes.map((change) => change.id).filter((id) => !names.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ code: options.code, nameRu: options.nameRu, nameEn: options.nameEn })
      .from(options)
      .where(and(eq(options.eventId, registration.eventId), inArray(options.code, missing)));
    for (const row of rows) names.set(row.code, byLanguage(language, row.nameRu, row.nameEn));
  }
  return changes.map((change) => ({ ...change, name: names.get(change.id) ?? change.id }));
}
