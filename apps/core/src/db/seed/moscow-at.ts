import { DateTime } from "luxon";
import { MOSCOW_ZONE } from "@reg/domain";

/**
 * An instant given as a Moscow calendar offset from a day start: `days` days later at `hour`:`minute`.
 * The seed places every date by it (the other Moscow-day rules are the domain's).
 */
export function moscowAt(dayStart: Date, days: number, hour = 0, minute = 0): Date {
  return DateTime.fromJSDate(dayStart, { zone: MOSCOW_ZONE })
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}
