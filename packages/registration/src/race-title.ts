import type { I18n } from "@lingui/core";
import type { Distance, RegistrationInit } from "@reg/domain";
import { distanceLabel } from "@reg/ui";

const DISTANCE_IN_NAME = /(?<![\p{N}.,])(\d+(?:[.,]\d+)?)\s*(км|km|м|m)(?!\p{L})/giu;

/** Whether the race's name already says its distance ("5 км", "Half marathon 21.1 km"). */
function namesDistance(name: string, distance: Distance): boolean {
  for (const [, value = "", unit = ""] of name.matchAll(DISTANCE_IN_NAME)) {
    const kilometres = /^(км|km)$/i.test(unit);
    if (
      Number(value.replace(",", ".")) === distance.value &&
      (kilometres ? "km" : "m") === distance.unit
    )
      return true;
  }
  return false;
}

/**
 * The line naming the order's race above the wizard and the payment result ("Moscow Marathon ·
 * Marathon · 42.195 km"). A race named by its distance ("5 км") is not followed by it again.
 */
export function raceTitle(init: Pick<RegistrationInit, "event" | "race">, i18n: I18n): string {
  const parts = [init.event.name, init.race.name];
  if (!namesDistance(init.race.name, init.race.distance))
    parts.push(distanceLabel(init.race.distance, i18n));
  return parts.join(" · ");
}
