import {
  allInSlotKopecks,
  moscowDate,
  participationQualifiesForDeduction,
  placesLeft,
  registrationAvailability,
  sportTypeSchema,
  type EventPage,
  type EventPageRace,
  type Locale,
  type RacePageAvailability,
} from "@reg/domain";
import { z } from "zod";
import { AppError } from "../../../http/app-error";
import type { CoreDb } from "../../../db/database";
import {
  findPublishedEvent,
  selectEventPageRows,
  type EventPageRows,
  type RaceRow,
  type TierRow,
} from "./page-queries";

// The database's CHECK constraints hold these lists; parsing keeps the types honest.
const resultsStateSchema = z.enum(["none", "pending", "published"]);
const optionKindSchema = z.enum(["insurance", "service", "product"]);
const windowsSchema = z.array(z.object({ startsAt: z.string(), endsAt: z.string() }));
const programSchema = z.array(
  z.object({ startsAt: z.string(), titleRu: z.string(), titleEn: z.string() }),
);

/** A race's price now and the next tier (SPEC §3): the latest tier started, else the first, else free. */
export function racePrices(
  tiers: readonly TierRow[],
  now: Date,
): { nowKopecks: number; next: { startsAt: Date; priceKopecks: number } | null } {
  const sorted = [...tiers].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const started = sorted.filter((t) => t.startsAt.getTime() <= now.getTime());
  const current = started.at(-1) ?? sorted[0];
  const next = sorted.find((t) => t.startsAt.getTime() > now.getTime() && t !== current);
  return {
    nowKopecks: current?.priceKopecks ?? 0,
    next: next ? { startsAt: next.startsAt, priceKopecks: next.priceKopecks } : null,
  };
}

/** The availability rule of @reg/domain for anybody (no own registration on a public page). */
export function raceAvailability(race: RaceRow, now: Date): RacePageAvailability {
  const state = registrationAvailability({
    now,
    opensAt: race.registrationOpensAt,
    closesAt: race.registrationClosesAt,
    capacity: race.capacity,
    taken: race.taken,
    onlineEnabled: race.onlineRegistration,
    offlineAtPickup: race.offlineAtPickup,
    own: "none",
  });
  // With `own: "none"` the person's own states cannot come back; "closed" covers them just in case.
  switch (state) {
    case "open":
    case "closed":
    case "limitReached":
    case "notPossible":
    case "opensSoon":
    case "offline":
      return state;
    default:
      return "closed";
  }
}

function pick(language: Locale, ru: string, en: string): string {
  return language === "en" ? en : ru;
}

function pickNullable(language: Locale, ru: string | null, en: string | null): string | null {
  const value = language === "en" ? en : ru;
  return value === null || value === "" ? null : value;
}

export function toEventPage(rows: EventPageRows, language: Locale, now: Date): EventPage {
  const { event, details } = rows;
  const commission = event.commissionBasisPoints;
  const allIn = (kopecks: number) => (kopecks === 0 ? 0 : allInSlotKopecks(kopecks, commission));
  const raceCodeOf = new Map(rows.races.map((r) => [r.id, r.code]));

  const pageRaces: EventPageRace[] = rows.races.map((race) => {
    const prices = racePrices(
      rows.tiers.filter((t) => t.raceId === race.id),
      now,
    );
    return {
      code: race.code,
      name: pick(language, race.nameRu, race.nameEn),
      distance: {
        value: race.distanceUnit === "km" ? race.distanceMeters / 1000 : race.distanceMeters,
        unit: race.distanceUnit === "km" ? "km" : "m",
        meters: race.distanceMeters,
      },
      startsAt: race.startsAt.toISOString(),
      priceKopecks: allIn(prices.nowKopecks),
      nextTier: prices.next
        ? {
            startsAt: prices.next.startsAt.toISOString(),
            priceKopecks: allIn(prices.next.priceKopecks),
          }
        : null,
      placesLeft: placesLeft(race.capacity, race.taken),
      availability: raceAvailability(race, now),
      registrationOpensAt: race.registrationOpensAt.toISOString(),
      registrationClosesAt: race.registrationClosesAt.toISOString(),
      minAge: race.minAge,
      maxAge: race.maxAge,
      isRelay: race.isRelay,
    };
  });

  const windows = details ? windowsSchema.parse(details.startPackWindows) : [];
  const program = details ? programSchema.parse(details.program) : [];
  const startPackPlace = details
    ? pickNullable(language, details.startPackPlaceRu, details.startPackPlaceEn)
    : null;

  return {
    code: event.code,
    name: pick(language, event.nameRu, event.nameEn),
    description: pick(language, event.descriptionRu, event.descriptionEn),
    sportType: sportTypeSchema.parse(event.sportType),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    city: pick(language, event.cityRu, event.cityEn),
    location: pick(language, event.locationRu, event.locationEn),
    coordinates:
      event.latitude === null || event.longitude === null
        ? null
        : { latitude: event.latitude, longitude: event.longitude },
    imageUrl: event.imageUrl,
    websiteUrl: event.websiteUrl,
    isOnline: event.isOnline,
    hasLiveStream: event.hasLiveStream,
    liveStreamUrl: event.hasLiveStream ? (details?.liveStreamUrl ?? null) : null,
    fastIdentification: event.hasFastIdentification,
    rating: event.rating,
    ratingApproved: event.ratingApproved,
    resultsState: resultsStateSchema.parse(event.resultsState),
    series: rows.series
      ? { code: rows.series.code, name: pick(language, rows.series.nameRu, rows.series.nameEn) }
      : null,
    races: pageRaces,
    options: rows.options.map((option) => ({
      code: option.code,
      kind: optionKindSchema.parse(option.kind),
      name: pick(language, option.nameRu, option.nameEn),
      description: pick(language, option.descriptionRu, option.descriptionEn),
      priceKopecks: allIn(option.customPriceMinKopecks ?? option.priceKopecks),
      customPrice: option.customPriceMinKopecks !== null,
      raceCode: option.raceId === null ? null : (raceCodeOf.get(option.raceId) ?? null),
      soldOut: option.stock !== null && option.taken >= option.stock,
    })),
    program: program
      .map((item) => ({
        startsAt: item.startsAt,
        title: pick(language, item.titleRu, item.titleEn),
      }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    contacts: {
      email: details?.contactEmail ?? null,
      phone: details?.contactPhone ?? null,
      telegram: details?.contactTelegram ?? null,
    },
    startPack:
      details && startPackPlace !== null
        ? {
            place: startPackPlace,
            address: pick(
              language,
              details.startPackAddressRu ?? "",
              details.startPackAddressEn ?? "",
            ),
            windows,
            note: pick(language, details.startPackNoteRu, details.startPackNoteEn),
          }
        : null,
    documents: rows.documents.map((d) => ({
      title: pick(language, d.titleRu, d.titleEn),
      url: `/documents/${event.code}/${d.fileName}`,
      fileName: d.fileName,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
    })),
    beneficiary:
      event.beneficiaryName === null
        ? null
        : {
            name: event.beneficiaryName,
            inn: event.beneficiaryInn,
            ogrnip: event.beneficiaryOgrnip,
            address: event.beneficiaryAddress,
          },
    // The event's Moscow year stands for the payment's: entries are paid in the weeks before.
    qualifiesForTaxDeduction: participationQualifiesForDeduction(
      { inCalendarPlan: event.inCalendarPlan, organizerListedYears: rows.organizerListedYears },
      Number(moscowDate(event.startsAt).slice(0, 4)),
    ),
  };
}

/** Load one event's page, or NOT_FOUND (unknown, unpublished or another tenant's). */
export async function readEventPage(
  db: CoreDb,
  code: string,
  language: Locale,
  scope: string | null,
  now: Date,
): Promise<EventPage> {
  const event = await findPublishedEvent(db, code, scope);
  if (!event) throw new AppError("NOT_FOUND");
  return toEventPage(await selectEventPageRows(db, event), language, now);
}
