import { z } from "zod";
import { toMillis, type Instant } from "../time/instant";
import { InvalidInputError } from "../errors/invalid-input-error";
import { assertKopecks, type Kopecks, multiplyKopecks, addKopecks } from "../payment/money";
import type { OrderItem } from "../payment/order-pricing";
import type { ValidationMessageId } from "../messages/validation-messages";

/** A promo code takes a whole percent (1–100) or a fixed sum off (core's `promo_codes` table). */
export const promoDiscountSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.number().int().min(1).max(100) }),
  z.object({
    kind: z.literal("fixed"),
    kopecks: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
]);
export type PromoDiscount = z.infer<typeof promoDiscountSchema>;

/** A stored promo code of an event, as the check needs it. */
export interface PromoCode {
  /** Normalised (normalizePromoCode). */
  readonly code: string;
  readonly eventCode: string;
  /** The one race the code is for; null for every race of the event. */
  readonly raceCode: string | null;
  readonly discount: PromoDiscount;
  /** Valid from this instant on; null for since creation. */
  readonly validFrom: Instant | null;
  /** Valid until this instant, exclusive; null for no end. */
  readonly validUntil: Instant | null;
  /** null for unlimited uses. */
  readonly maxUses: number | null;
  readonly used: number;
}

/**
 * The code as stored and compared: surrounding whitespace dropped, upper-cased, so " spring25 "
 * and "SPRING25" are one code. Upper-casing is locale-independent (`toUpperCase`, not the
 * Turkish dotted I).
 */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The kopecks a discount takes off `baseKopecks` (what slots and options cost; insurance is never
 * discounted, see priceOrder). A percent is rounded down to the whole kopeck, so a code never
 * gives more than its percent (15 % of 999 kop is 149 kop); a fixed sum is capped at the base.
 * Never negative, never more than the base.
 */
export function promoDiscountKopecks(discount: PromoDiscount, baseKopecks: Kopecks): Kopecks {
  assertKopecks(baseKopecks, "discount base");
  if (baseKopecks < 0)
    throw new InvalidInputError(`discount base must not be negative, got ${baseKopecks}`);
  const parsed = promoDiscountSchema.safeParse(discount);
  if (!parsed.success)
    throw new InvalidInputError("promo discount must be a whole percent 1–100 or positive kopecks");
  const valid = parsed.data;
  if (valid.kind === "fixed") return Math.min(valid.kopecks, baseKopecks);
  // BigInt: base × percent can pass 2^53 on a large order.
  return Number((BigInt(baseKopecks) * BigInt(valid.percent)) / 100n);
}

/** What a promo code may discount in an order: its slots and options, not its insurance. */
export function discountableKopecks(items: readonly OrderItem[]): Kopecks {
  return addKopecks(
    ...items
      .filter((item) => item.kind !== "insurance")
      .map((item) => multiplyKopecks(item.unitKopecks, item.count)),
  );
}

/** Why a code does not apply here and now. */
export const PROMO_CHECK_FAILURES = [
  "empty",
  "unknown",
  "otherEvent",
  "otherRace",
  "notStarted",
  "ended",
  "usedUp",
] as const;
export type PromoCheckFailure = (typeof PROMO_CHECK_FAILURES)[number];

/** The SPEC §5 promo messages. */
export type PromoMessageId = Extract<
  ValidationMessageId,
  | "promo.empty"
  | "promo.notFound"
  | "promo.notChecked"
  | "promo.applyFailed"
  | "promo.expired"
  | "promo.notStarted"
  | "promo.usedUp"
  | "promo.otherRace"
>;

/**
 * What a person reads for each failure: the reason code on the wire (`fields.promoCode`). A code
 * of another event is "does not exist" (which codes other events have is not this person's
 * business); a real code of this event says why it does not apply here and now.
 */
export const PROMO_FAILURE_MESSAGES: Readonly<Record<PromoCheckFailure, PromoMessageId>> = {
  empty: "promo.empty",
  unknown: "promo.notFound",
  otherEvent: "promo.notFound",
  otherRace: "promo.otherRace",
  notStarted: "promo.notStarted",
  ended: "promo.expired",
  usedUp: "promo.usedUp",
};

export interface PromoContext {
  readonly now: Instant;
  readonly eventCode: string;
  readonly raceCode: string;
}

export type PromoCheck =
  | { readonly ok: true; readonly code: string; readonly promo: PromoCode }
  | { readonly ok: false; readonly failure: PromoCheckFailure; readonly message: PromoMessageId };

function fail(failure: PromoCheckFailure): PromoCheck {
  return { ok: false, failure, message: PROMO_FAILURE_MESSAGES[failure] };
}

function validityFailure(promo: PromoCode, context: PromoContext): PromoCheckFailure | null {
  if (promo.eventCode !== context.eventCode) return "otherEvent";
  if (promo.raceCode !== null && promo.raceCode !== context.raceCode) return "otherRace";
  const now = toMillis(context.now);
  if (promo.validFrom !== null && now < toMillis(promo.validFrom)) return "notStarted";
  if (promo.validUntil !== null && now >= toMillis(promo.validUntil)) return "ended";
  if (promo.maxUses !== null && promo.used >= promo.maxUses) return "usedUp";
  return null;
}

/**
 * The check of CheckPromoCode: `input` is what the person typed, `found` the stored code the
 * caller looked up by `normalizePromoCode(input)` (null when there is none).
 */
export function checkPromoCode(
  input: unknown,
  found: PromoCode | null,
  context: PromoContext,
): PromoCheck {
  if (typeof input !== "string" || input.trim() === "") return fail("empty");
  const code = normalizePromoCode(input);
  if (found === null || found.code !== code) return fail("unknown");
  const failure = validityFailure(found, context);
  return failure ? fail(failure) : { ok: true, code, promo: found };
}

export type PromoApplication =
  | { readonly ok: true; readonly discountKopecks: Kopecks }
  | { readonly ok: false; readonly message: "promo.applyFailed" };

/**
 * The discount a checked code gives an order. Applying fails when it would take nothing off
 * (nothing discountable: a free race, insurance only), so the person is told rather than shown a
 * code that silently does nothing. A race for its last use is the caller's (an atomic
 * `used < maxUses` update) and reports the same message.
 */
export function applyPromoCode(promo: PromoCode, items: readonly OrderItem[]): PromoApplication {
  const discountKopecks = promoDiscountKopecks(promo.discount, discountableKopecks(items));
  return discountKopecks > 0
    ? { ok: true, discountKopecks }
    : { ok: false, message: "promo.applyFailed" };
}

/**
 * The message of the promo-code field before continuing: a code typed but not (successfully)
 * checked is "not checked or invalid"; an empty field only matters when the race requires a code
 * (the promo gate), and then it counts as empty even after a code was applied, since clearing the
 * field takes the code back. `applied` is the normalised code last accepted, or null.
 */
export function promoEntryMessage(
  typed: string,
  applied: string | null,
  required: boolean,
): PromoMessageId | null {
  const code = normalizePromoCode(typed);
  if (code === "") return required ? "promo.empty" : null;
  return code === applied ? null : "promo.notChecked";
}
