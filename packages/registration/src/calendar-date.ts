import { formatCalendarDateIn, type Locale } from "@reg/domain";

/** A calendar date of the wire ("2026-05-17"): ru SPEC §9's "17.05.2026", en "May 17, 2026". */
export function formatCalendarDate(date: string, locale: Locale): string {
  return formatCalendarDateIn(date, locale);
}
