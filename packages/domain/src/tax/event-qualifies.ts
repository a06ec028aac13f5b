/**
 * The two conditions of art. 219 p. 1 sub. 7 that belong to the event rather than to a payment
 * (decision 0033): the organizer is on the Ministry of Sport's list for the tax year, and the
 * event is in a regional or municipal calendar plan of physical-culture events. The preview checks
 * each on its own (a reason apiece); the event page asks both at once.
 */

/** The organizer is on the Ministry of Sport's list for that tax year. */
export function isOrganizerListedFor(listedYears: readonly number[], year: number): boolean {
  return listedYears.includes(year);
}

export interface EventTaxFacts {
  readonly inCalendarPlan: boolean;
  /** The organizer's list years; null when the event names no organizer. */
  readonly organizerListedYears: readonly number[] | null;
}

/**
 * Paying for the event can count toward the deduction for `year`. The event page passes the
 * event's own (Moscow) year: the payment date decides in the end, but entries are paid within
 * weeks of the race and the page can only promise what the event is.
 */
export function participationQualifiesForDeduction(facts: EventTaxFacts, year: number): boolean {
  return (
    facts.inCalendarPlan &&
    facts.organizerListedYears !== null &&
    isOrganizerListedFor(facts.organizerListedYears, year)
  );
}
