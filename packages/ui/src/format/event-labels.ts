import { msg, plural } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import {
  formatRub,
  type Distance,
  type EventCard,
  type Locale,
  type PlacesLeft,
} from "@reg/domain";

/** "21,1 км" / "21.1 km", "800 м" / "800 m": the number in the reader's notation. */
export function distanceLabel(distance: Distance, i18n: I18n): string {
  const value = i18n.number(distance.value, { maximumFractionDigits: 3 });
  return i18n._(distance.unit === "km" ? msg`${value} km` : msg`${value} m`);
}

/** "от 1 500 ₽" / "from ₽1,500", or "Free"; null when the event has no price to show. */
export function priceLabel(
  event: Pick<EventCard, "isFree" | "priceFromKopecks">,
  locale: Locale,
): MessageDescriptor | null {
  if (event.isFree) return msg`Free`;
  if (event.priceFromKopecks === null) return null;
  const price = formatRub(event.priceFromKopecks, locale);
  return msg`from ${price}`;
}

/** SPEC §4's three states of places left. */
export function placesLeftLabel(places: PlacesLeft): MessageDescriptor {
  switch (places.state) {
    case "none":
      return msg`No places left`;
    case "few":
      return msg`Few places left`;
    case "count": {
      const count = places.count;
      return msg`${plural(count, { one: "# place left", other: "# places left" })}`;
    }
  }
}
