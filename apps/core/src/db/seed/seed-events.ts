import { regionOfCity, rub, type RegionCode } from "@reg/domain";
import { events, priceTiers, races } from "../schema";
import { EVENT_SEEDS } from "./all-events";
import { eventDates, tierStarts, type EventDates } from "./event-dates";
import { overwriteExcept } from "./excluded";
import { seedEventExtras } from "./seed-extras";
import {
  BENEFICIARIES,
  COMMISSION_PERCENT,
  RACE_REGISTRATION_SEEDS,
} from "./registration-settings";
import type { EventSeed, RaceSeed } from "./seed-types";
import { SPORT_LABELS } from "./sport-labels";
import type { CoreTx } from "./transaction";

function describe(event: EventSeed): { ru: string; en: string } {
  const sport = SPORT_LABELS[event.sport];
  const ru = `«${event.nameRu}» — ${sport.ru}${event.online ? " в онлайн-формате" : ""}. Место: ${event.locationRu}. Дистанции: ${event.races.map((r) => r.nameRu).join(", ")}.`;
  const en = `${event.nameEn} is ${sport.en}${event.online ? ", run online" : ""}. Venue: ${event.locationEn}. Distances: ${event.races.map((r) => r.nameEn).join(", ")}.`;
  return { ru, en };
}

/** The region of the event's city (`REGIONS`, @reg/domain); none for an online event. */
function regionOf(event: EventSeed): RegionCode | null {
  if (event.online) return null;
  const region = regionOfCity(event.cityRu);
  if (region === undefined)
    throw new Error(`Seed event ${event.code} is in ${event.cityRu}, a city REGIONS does not list`);
  return region;
}

function eventRow(event: EventSeed, dates: EventDates, seriesIds: Map<string, number>) {
  const description = describe(event);
  const seriesId = event.series === undefined ? null : seriesIds.get(event.series);
  if (seriesId === undefined)
    throw new Error(`Seed event ${event.code} names an unknown series ${event.series}`);
  return {
    code: event.code,
    tenantId: event.tenant,
    seriesId,
    sportType: event.sport,
    nameRu: event.nameRu,
    nameEn: event.nameEn,
    descriptionRu: description.ru,
    descriptionEn: description.en,
    cityRu: event.cityRu,
    cityEn: event.cityEn,
    region: regionOf(event),
    locationRu: event.locationRu,
    locationEn: event.locationEn,
    latitude: event.point?.[0] ?? null,
    longitude: event.point?.[1] ?? null,
    startsAt: dates.startsAt,
    endsAt: dates.endsAt,
    isOnline: event.online ?? false,
    hasLiveStream: event.liveStream ?? false,
    hasFastIdentification: !event.online,
    rating: event.rating ?? null,
    ratingApproved: event.ratingApproved ?? false,
    resultsState: event.results ?? "none",
    isPublished: event.published ?? true,
    imageUrl: `/images/sports/${event.sport}.svg`,
    websiteUrl: null,
    commissionBasisPoints: Math.round(COMMISSION_PERCENT[event.tenant] * 100),
    beneficiaryName: BENEFICIARIES[event.tenant].name,
    beneficiaryInn: BENEFICIARIES[event.tenant].inn,
    beneficiaryOgrnip: BENEFICIARIES[event.tenant].ogrnip,
    beneficiaryAddress: BENEFICIARIES[event.tenant].address,
  };
}

/** The race's registration settings: the demo case it plays, or the defaults. */
function registrationColumns(event: EventSeed, race: RaceSeed) {
  const settings = RACE_REGISTRATION_SEEDS[`${event.code}/${race.code}`] ?? {};
  return {
    promoRequired: settings.promoRequired ?? false,
    onlineRegistration: settings.onlineRegistration ?? true,
    offlineAtPickup: settings.offlineAtPickup ?? false,
    customPriceMinKopecks: settings.customPriceRub ? rub(settings.customPriceRub[0]) : null,
    customPriceMaxKopecks: settings.customPriceRub ? rub(settings.customPriceRub[1]) : null,
    formSettings: settings.form ?? {},
  };
}

/** Upserts events with their races and price tiers, then their options and promo codes; returns how many events. */
export async function seedEvents(
  tx: CoreTx,
  today: Date,
  seriesIds: Map<string, number>,
): Promise<number> {
  const dates = new Map(EVENT_SEEDS.map((e) => [e.code, eventDates(e, today)] as const));
  const datesOf = (code: string): EventDates => {
    const found = dates.get(code);
    if (!found) throw new Error(`No dates for seed event ${code}`);
    return found;
  };

  const eventRows = await tx
    .insert(events)
    .values(EVENT_SEEDS.map((e) => eventRow(e, datesOf(e.code), seriesIds)))
    .onConflictDoUpdate({ target: events.code, set: overwriteExcept(events, ["id", "updatedAt"]) })
    .returning({ id: events.id, code: events.code });
  const eventIds = new Map(eventRows.map((r) => [r.code, r.id]));
  const eventIdOf = (code: string): number => {
    const id = eventIds.get(code);
    if (id === undefined) throw new Error(`Seed event ${code} was not stored`);
    return id;
  };

  const raceRows = await tx
    .insert(races)
    .values(
      EVENT_SEEDS.flatMap((e) =>
        e.races.map((r, position) => ({
          eventId: eventIdOf(e.code),
          code: r.code,
          position,
          nameRu: r.nameRu,
          nameEn: r.nameEn,
          distanceMeters: r.meters,
          distanceUnit: r.unit,
          startsAt: datesOf(e.code).startsAt,
          capacity: r.capacity,
          taken: r.taken,
          minAge: r.minAge,
          maxAge: r.maxAge,
          isRelay: r.relayStages !== undefined,
          relayStageCount: r.relayStages ?? null,
          registrationOpensAt: datesOf(e.code).registrationOpensAt,
          registrationClosesAt: datesOf(e.code).registrationClosesAt,
          ...registrationColumns(e, r),
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [races.eventId, races.code],
      set: overwriteExcept(races, ["id", "capacity", "taken"]),
    })
    .returning({ id: races.id, eventId: races.eventId, code: races.code });
  const raceIds = new Map(raceRows.map((r) => [`${r.eventId}/${r.code}`, r.id]));
  const raceIdOf = (eventCode: string, raceCode: string): number => {
    const id = raceIds.get(`${eventIdOf(eventCode)}/${raceCode}`);
    if (id === undefined) throw new Error(`Seed race ${eventCode}/${raceCode} was not stored`);
    return id;
  };

  await tx
    .insert(priceTiers)
    .values(
      EVENT_SEEDS.flatMap((e) =>
        e.races.flatMap((r) => {
          const starts = tierStarts(e, r, datesOf(e.code), today);
          return r.pricesRub.map((rubles, position) => ({
            raceId: raceIdOf(e.code, r.code),
            position,
            startsAt: starts[position] ?? datesOf(e.code).registrationOpensAt,
            priceKopecks: rub(rubles),
          }));
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [priceTiers.raceId, priceTiers.position],
      set: overwriteExcept(priceTiers, ["id"]),
    });

  await seedEventExtras(tx, today, eventIdOf);

  return eventRows.length;
}
