import { moscowAt } from "./moscow-at";
import type { EventSeed, RaceSeed } from "./seed-types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Registration opens this many days before the start. */
const REGISTRATION_LEAD_DAYS = 120;
/** Without a scheduled rise, tiers follow each other this many days apart from the opening. */
const TIER_SPACING_DAYS = 15;
/** The tier before the last one (three-tier races) started this many days before the seed's day. */
const MIDDLE_TIER_DAYS_AGO = 10;

export interface EventDates {
  startsAt: Date;
  endsAt: Date;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
}

/** Every instant derives from `today` (a Moscow midnight), so re-seeding the same day gives the same rows. */
export function eventDates(event: EventSeed, today: Date): EventDates {
  const { when } = event;
  const startsAt =
    "fromDay" in when
      ? moscowAt(today, when.fromDay)
      : moscowAt(today, when.day, when.hour, when.minute ?? 0);
  const endsAt =
    "fromDay" in when
      ? moscowAt(today, when.toDay, 23, 59)
      : new Date(startsAt.getTime() + when.hours * 60 * 60 * 1000);
  const startDay = "fromDay" in when ? when.fromDay : when.day;
  const registrationOpensAt = moscowAt(today, startDay - REGISTRATION_LEAD_DAYS);
  // Online events take entries while they run; on-site ones close at the gun.
  const registrationClosesAt = event.online ? endsAt : startsAt;
  return { startsAt, endsAt, registrationOpensAt, registrationClosesAt };
}

/** When each of a race's price tiers starts: the first at opening, the last at the event's scheduled rise. */
export function tierStarts(
  event: EventSeed,
  race: RaceSeed,
  dates: EventDates,
  today: Date,
): Date[] {
  const count = race.pricesRub.length;
  const opening = dates.registrationOpensAt;
  if (event.riseIn !== undefined && count > 1) {
    const last = moscowAt(today, event.riseIn);
    const middle = count > 2 ? [moscowAt(today, -MIDDLE_TIER_DAYS_AGO)] : [];
    return [opening, ...middle, last].slice(0, count);
  }
  return race.pricesRub.map((_, i) => new Date(opening.getTime() + i * TIER_SPACING_DAYS * DAY_MS));
}
