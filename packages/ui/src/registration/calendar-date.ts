import { DATE_FORMAT } from "@reg/domain";
import { DateTime } from "luxon";

/** A calendar date of the wire ("2026-05-17") in SPEC §9's Russian format ("17.05.2026"). */
export function formatCalendarDate(date: string): string {
  const day = DateTime.fromISO(date, { zone: "utc" });
  return day.isValid ? day.toFormat(DATE_FORMAT) : date;
}
