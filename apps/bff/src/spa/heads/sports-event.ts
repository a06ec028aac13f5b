import { type EventPage, type RacePageAvailability } from "@reg/domain";

const SCHEMA = "https://schema.org/";

/** The register button's state as an offer's availability; every state that sells nothing is SoldOut. */
const AVAILABILITY: Readonly<Record<RacePageAvailability, string>> = {
  open: "InStock",
  opensSoon: "PreOrder",
  limitReached: "SoldOut",
  closed: "SoldOut",
  notPossible: "SoldOut",
  offline: "SoldOut",
};

function rubles(kopecks: number): string {
  return (kopecks / 100).toFixed(2);
}

/**
 * The event page's schema.org SportsEvent, built from the same core read the page shows (its
 * races are the offers, with their price now, all in, as the order would charge it).
 */
export function sportsEventLd(
  event: EventPage,
  siteName: string,
  origin: string,
): Record<string, unknown> {
  const pageUrl = `${origin}/event/${encodeURIComponent(event.code)}`;
  const place = {
    "@type": "Place",
    name: event.location || event.city,
    address: {
      "@type": "PostalAddress",
      addressLocality: event.city,
      ...(event.location ? { streetAddress: event.location } : {}),
      addressCountry: "RU",
    },
    ...(event.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: event.coordinates.latitude,
            longitude: event.coordinates.longitude,
          },
        }
      : {}),
  };
  const location = event.isOnline
    ? { "@type": "VirtualLocation", url: event.liveStreamUrl ?? pageUrl }
    : place;
  const organizer = event.beneficiary
    ? { "@type": "Organization", name: event.beneficiary.name }
    : { "@type": "Organization", name: siteName, url: origin };
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: event.name,
    description: event.description,
    url: pageUrl,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}${event.isOnline ? "OnlineEventAttendanceMode" : "OfflineEventAttendanceMode"}`,
    location,
    ...(event.imageUrl ? { image: [absolute(event.imageUrl, origin)] } : {}),
    organizer,
    offers: event.races.map((race) => ({
      "@type": "Offer",
      name: race.name,
      url: `${origin}/${encodeURIComponent(event.code)}/${encodeURIComponent(race.code)}/register`,
      price: rubles(race.priceKopecks),
      priceCurrency: "RUB",
      availability: `${SCHEMA}${AVAILABILITY[race.availability]}`,
      validFrom: race.registrationOpensAt,
    })),
  };
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
