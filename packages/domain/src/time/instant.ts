import { DateTime } from "luxon";
import { InvalidInputError } from "../errors/invalid-input-error";

/** A point in time: a Date, or an ISO-8601 string that names its zone (the wire sends UTC). */
export type Instant = Date | string;

// Without an explicit zone the same string means different instants on a server and in a browser.
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The instant as a luxon DateTime in UTC; a zone-less, unparsable or invalid value throws. */
export function toDateTime(instant: Instant): DateTime {
  if (instant instanceof Date) {
    if (Number.isNaN(instant.getTime())) throw new InvalidInputError("Invalid Date");
    return DateTime.fromJSDate(instant, { zone: "utc" });
  }
  if (!HAS_ZONE.test(instant)) throw new InvalidInputError(`Instant without a zone: "${instant}"`);
  const parsed = DateTime.fromISO(instant, { zone: "utc" });
  if (!parsed.isValid) throw new InvalidInputError(`Not an ISO-8601 instant: "${instant}"`);
  return parsed;
}

export function toDate(instant: Instant): Date {
  return toDateTime(instant).toJSDate();
}
