import type { Locale } from "@reg/domain";

/** A YYYY-MM-DD birth date as people write it: 09.03.2014 in Russian, 03/09/2014 in English. */
export function formatBirthDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split("-");
  if (!year || !month || !day) return isoDate;
  return locale === "ru" ? `${day}.${month}.${year}` : `${month}/${day}/${year}`;
}
