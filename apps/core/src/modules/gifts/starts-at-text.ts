import { formatMoscowDateTime, type Locale } from "@reg/domain";

/** A race's start as the gift's mail and card print it, Moscow time: "20.09.2026 09:00 (МСК)". */
export function startsAtText(startsAt: Date, language: Locale): string {
  const zone = language === "ru" ? "МСК" : "Moscow time";
  return `${formatMoscowDateTime(startsAt)} (${zone})`;
}
