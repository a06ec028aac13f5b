import type { I18n } from "@lingui/core";
import type { RegistrationInit } from "@reg/domain";
import { distanceLabel } from "../format/event-labels";

/** The line naming the order's race above the wizard and the payment result ("Moscow Marathon · Marathon · 42.195 km"). */
export function raceTitle(init: Pick<RegistrationInit, "event" | "race">, i18n: I18n): string {
  return `${init.event.name} · ${init.race.name} · ${distanceLabel(init.race.distance, i18n)}`;
}
