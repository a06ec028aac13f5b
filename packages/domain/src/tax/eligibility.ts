import { InvalidInputError } from "../errors/invalid-input-error";
import { addKopecks, assertKopecks, type Kopecks } from "../payment/money";
import { daysInMonth, isValidCalendarDay, type CalendarDay } from "../time/calendar-day";
import { isOrganizerListedFor } from "./event-qualifies";

/**
 * Which paid entries qualify for the physical-fitness deduction (Tax Code art. 219 p. 1 sub. 7;
 * decision 0033), from plain recorded data — never from amounts a browser sends. Pure: the caller
 * loads the year's payments and hands them over.
 */

/** What a payment line paid for; only the entry fee is a physical-fitness service. */
export const TAX_LINE_KINDS = ["entryFee", "insurance", "goods", "services", "commission"] as const;
export type TaxLineKind = (typeof TAX_LINE_KINDS)[number];

/** Why a paid amount is left out, in the order they are checked (an item lists every one). */
export const TAX_EXCLUSION_REASONS = [
  "otherParticipant",
  "paidBySomeoneElse",
  "notEntryFee",
  "organizerNotListed",
  "notInCalendarPlan",
  "childOver18",
  "refunded",
] as const;
export type TaxExclusionReason = (typeof TAX_EXCLUSION_REASONS)[number];

export type TaxOrganizerKind = "legalEntity" | "soleTrader";

export interface TaxOrganizer {
  readonly id: string;
  readonly name: string;
  readonly kind: TaxOrganizerKind;
  readonly inn: string;
  /** A legal entity's KPP; null for a sole trader, who has none. */
  readonly kpp: string | null;
  /** The tax years the organizer is on the Ministry of Sport's list for. */
  readonly listedYears: readonly number[];
}

export interface TaxEvent {
  readonly id: string;
  readonly name: string;
  /** The event is in a regional or municipal calendar plan of physical-culture events. */
  readonly inCalendarPlan: boolean;
}

export interface TaxRace {
  readonly id: string;
  readonly name: string;
  /** The race's (Moscow) day: a child's age is taken on it. */
  readonly date: CalendarDay;
}

export interface TaxPaymentLine {
  readonly id: string;
  readonly kind: TaxLineKind;
  /** What the line took, in kopecks. */
  readonly amountKopecks: Kopecks;
  /** What has been given back of it so far (0 to amountKopecks). */
  readonly refundedKopecks: Kopecks;
}

/** One registration a payment paid, and what it paid for it. */
export interface TaxPaidEntry {
  readonly registrationId: string;
  /** The person who runs: the one the services are rendered to. */
  readonly participantId: string;
  readonly event: TaxEvent;
  readonly race: TaxRace;
  readonly lines: readonly TaxPaymentLine[];
}

/** A settled payment: one payer, one organizer, one or more registrations (decision 0032). */
export interface TaxPayment {
  readonly id: string;
  /** The (Moscow) day the money was taken: it decides the tax year and the list year. */
  readonly paidOn: CalendarDay;
  /** The account that paid. */
  readonly payerId: string;
  readonly organizer: TaxOrganizer;
  readonly entries: readonly TaxPaidEntry[];
}

/** Whom the certificate is for: the taxpayer themself, or their child (birth date needed). */
export interface PersonServed {
  readonly personId: string;
  readonly relation: "self" | "child";
  readonly birthDate: CalendarDay;
}

export interface EligibilityInput {
  readonly year: number;
  readonly taxpayerId: string;
  /**
   * Whose payments are the taxpayer's money: the taxpayer's own account and, for a married couple
   * who declared the marriage, the other spouse's (their money is joint: decision 0033).
   */
  readonly payerIds: readonly string[];
  readonly personsServed: readonly PersonServed[];
  /** Payments of any year: those of other years are left out. */
  readonly payments: readonly TaxPayment[];
}

/** One line's amount in the preview, qualifying or not. */
export interface TaxPreviewItem {
  readonly paymentId: string;
  readonly lineId: string;
  readonly registrationId: string;
  readonly kind: TaxLineKind;
  readonly paidOn: CalendarDay;
  readonly payerId: string;
  readonly organizer: TaxOrganizer;
  readonly participantId: string;
  readonly event: TaxEvent;
  readonly race: TaxRace;
  readonly amountKopecks: Kopecks;
}

export interface ExcludedTaxItem extends TaxPreviewItem {
  /** Never empty. */
  readonly reasons: readonly TaxExclusionReason[];
}

/** What one certificate will hold: an organizer, a person served, their qualifying amounts. */
export interface QualifyingGroup {
  readonly organizer: TaxOrganizer;
  readonly personServed: PersonServed;
  readonly items: readonly TaxPreviewItem[];
  readonly totalKopecks: Kopecks;
}

export interface TaxPreview {
  readonly year: number;
  readonly taxpayerId: string;
  /** Sorted by organizer name (then id), then by the order persons served were given. */
  readonly groups: readonly QualifyingGroup[];
  readonly excluded: readonly ExcludedTaxItem[];
  /** Whether the taxpayer's side paid anything in the year (refunded or not, for anyone). */
  readonly taxpayerPaidInYear: boolean;
  readonly totalKopecks: Kopecks;
}

/**
 * The day a person born on `birthDate` turns `years` old: the same month and day, or the month's
 * last day when the month is shorter that year (29 February → 28 February).
 */
export function anniversary(birthDate: CalendarDay, years: number): CalendarDay {
  const year = birthDate.year + years;
  return {
    year,
    month: birthDate.month,
    day: Math.min(birthDate.day, daysInMonth(year, birthDate.month)),
  };
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export const CHILD_AGE_LIMIT_YEARS = 18;

/** Under 18 on `day`: the eighteenth birthday is still ahead (on it, the person is 18). */
export function isUnder18On(birthDate: CalendarDay, day: CalendarDay): boolean {
  return compareDays(day, anniversary(birthDate, CHILD_AGE_LIMIT_YEARS)) < 0;
}

function assertInput(input: EligibilityInput): void {
  for (const person of input.personsServed) {
    if (!isValidCalendarDay(person.birthDate))
      throw new InvalidInputError(`person served ${person.personId} has no valid birth date`);
    if (person.relation === "self" && person.personId !== input.taxpayerId)
      throw new InvalidInputError("a person served as 'self' must be the taxpayer");
    if (person.relation === "child" && person.personId === input.taxpayerId)
      throw new InvalidInputError("the taxpayer cannot be their own child");
  }
  for (const payment of input.payments) {
    for (const entry of payment.entries) {
      for (const line of entry.lines) {
        assertKopecks(line.amountKopecks, `line ${line.id} amount`);
        assertKopecks(line.refundedKopecks, `line ${line.id} refund`);
        if (line.amountKopecks < 0 || line.refundedKopecks < 0)
          throw new InvalidInputError(`line ${line.id} has a negative amount`);
        if (line.refundedKopecks > line.amountKopecks)
          throw new InvalidInputError(`line ${line.id} refunds more than it took`);
      }
    }
  }
}

function reasonsFor(
  input: EligibilityInput,
  payment: TaxPayment,
  entry: TaxPaidEntry,
  line: TaxPaymentLine,
  served: PersonServed | undefined,
): TaxExclusionReason[] {
  const reasons: TaxExclusionReason[] = [];
  if (!served) reasons.push("otherParticipant");
  if (!input.payerIds.includes(payment.payerId)) reasons.push("paidBySomeoneElse");
  if (line.kind !== "entryFee") reasons.push("notEntryFee");
  if (!isOrganizerListedFor(payment.organizer.listedYears, payment.paidOn.year))
    reasons.push("organizerNotListed");
  if (!entry.event.inCalendarPlan) reasons.push("notInCalendarPlan");
  if (served?.relation === "child" && !isUnder18On(served.birthDate, entry.race.date))
    reasons.push("childOver18");
  return reasons;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareItems(a: TaxPreviewItem, b: TaxPreviewItem): number {
  return (
    compareDays(a.paidOn, b.paidOn) ||
    byText(a.paymentId, b.paymentId) ||
    byText(a.registrationId, b.registrationId) ||
    byText(a.lineId, b.lineId)
  );
}

/**
 * The preview of a request: per (organizer, person served) the qualifying entry fees net of
 * refunds, and every other amount of the year that touches the request with its reasons. An entry
 * touches it when the taxpayer's side paid it or a person served runs in it; payments of other
 * years and zero amounts are left out. A line's refunded part is an excluded item of its own
 * ("refunded"), its kept part qualifies or is excluded for the other reasons.
 */
export function computeTaxPreview(input: EligibilityInput): TaxPreview {
  assertInput(input);
  const servedById = new Map(input.personsServed.map((p) => [p.personId, p]));
  const groups = new Map<
    string,
    { organizer: TaxOrganizer; served: PersonServed; items: TaxPreviewItem[] }
  >();
  const excluded: ExcludedTaxItem[] = [];
  let taxpayerPaidInYear = false;

  for (const payment of input.payments) {
    if (payment.paidOn.year !== input.year) continue;
    const paidByTaxpayerSide = input.payerIds.includes(payment.payerId);
    for (const entry of payment.entries) {
      const served = servedById.get(entry.participantId);
      if (!paidByTaxpayerSide && !served) continue;
      for (const line of entry.lines) {
        if (line.amountKopecks === 0) continue;
        if (paidByTaxpayerSide) taxpayerPaidInYear = true;
        const base = {
          paymentId: payment.id,
          lineId: line.id,
          registrationId: entry.registrationId,
          kind: line.kind,
          paidOn: payment.paidOn,
          payerId: payment.payerId,
          organizer: payment.organizer,
          participantId: entry.participantId,
          event: entry.event,
          race: entry.race,
        };
        if (line.refundedKopecks > 0)
          excluded.push({ ...base, amountKopecks: line.refundedKopecks, reasons: ["refunded"] });
        const kept = line.amountKopecks - line.refundedKopecks;
        if (kept === 0) continue;
        const reasons = reasonsFor(input, payment, entry, line, served);
        if (reasons.length > 0 || !served) {
          excluded.push({ ...base, amountKopecks: kept, reasons });
          continue;
        }
        const key = JSON.stringify([payment.organizer.id, served.personId]);
        const group = groups.get(key) ?? { organizer: payment.organizer, served, items: [] };
        group.items.push({ ...base, amountKopecks: kept });
        groups.set(key, group);
      }
    }
  }

  const servedOrder = new Map(input.personsServed.map((p, i) => [p.personId, i]));
  const sortedGroups = [...groups.values()]
    .sort(
      (a, b) =>
        byText(a.organizer.name, b.organizer.name) ||
        byText(a.organizer.id, b.organizer.id) ||
        (servedOrder.get(a.served.personId) ?? 0) - (servedOrder.get(b.served.personId) ?? 0),
    )
    .map((g) => {
      const items = [...g.items].sort(compareItems);
      return {
        organizer: g.organizer,
        personServed: g.served,
        items,
        totalKopecks: addKopecks(...items.map((i) => i.amountKopecks)),
      };
    });

  return {
    year: input.year,
    taxpayerId: input.taxpayerId,
    groups: sortedGroups,
    excluded: excluded.sort(
      (a, b) => compareItems(a, b) || byText(a.reasons.join(), b.reasons.join()),
    ),
    taxpayerPaidInYear,
    totalKopecks: addKopecks(...sortedGroups.map((g) => g.totalKopecks)),
  };
}
