import {
  IDENTITY_DOCUMENT_CODES,
  PAYMENT_WINDOW_MINUTES,
  placesLeft,
  sportTypeSchema,
  type CardInfo,
  type RaceQuery,
  type RegistrationInit,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import type { UserRow } from "../../account";
import { availabilityOf } from "./availability";
import { questionsIn } from "./race-form-settings";
import { findRace } from "./race-queries";
import {
  byLanguage,
  commissionPercent,
  customPriceOf,
  distanceOf,
  eventName,
  racePrice,
  raceName,
  simpleCard,
} from "./race-views";
import { findLiveRegistration } from "../record/registration-queries";

/** GET /Register/ApiInit: the race, the person's availability and what the wizard will ask. */
export async function registrationInit(
  db: CoreDb,
  scope: string | null,
  query: RaceQuery,
  user: UserRow | undefined,
  now: Date,
): Promise<RegistrationInit> {
  const record = await findRace(db, scope, query.eventCode, query.raceCode);
  const { event, race, form } = record;
  const own = user ? await findLiveRegistration(db, user.id, race.id, now) : undefined;
  const language = query.language;
  return {
    isAuthorized: user !== undefined,
    event: {
      code: event.code,
      name: eventName(event, language),
      sportType: sportTypeSchema.parse(event.sportType),
      city: byLanguage(language, event.cityRu, event.cityEn),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      imageUrl: event.imageUrl,
    },
    race: {
      code: race.code,
      name: raceName(race, language),
      startsAt: race.startsAt.toISOString(),
      distance: distanceOf(race),
      isRelay: race.isRelay,
      relayStageCount: race.relayStageCount,
      minAge: race.minAge,
      maxAge: race.maxAge,
      registrationOpensAt: race.registrationOpensAt.toISOString(),
      registrationClosesAt: race.registrationClosesAt.toISOString(),
    },
    availability: availabilityOf(race, own, now),
    placesLeft: placesLeft(race.capacity, race.taken),
    price: racePrice(record, now),
    customPrice: customPriceOf(race),
    promoCodeRequired: race.promoRequired,
    hasOptions: record.hasOptions,
    commissionPercent: commissionPercent(event.commissionBasisPoints),
    form: {
      specialCategories: form.specialCategories,
      startPackets: form.startPackets,
      questions: questionsIn(form, language),
      requireDocument: form.requireDocument,
      documentTypes: [...IDENTITY_DOCUMENT_CODES],
    },
    paymentWindowMinutes: PAYMENT_WINDOW_MINUTES,
  };
}

/** GET /Register/ApiCardInfo: the race card of the order layout. */
export async function cardInfo(
  db: CoreDb,
  scope: string | null,
  query: RaceQuery,
  now: Date,
): Promise<CardInfo> {
  const record = await findRace(db, scope, query.eventCode, query.raceCode);
  const { event, race } = record;
  return {
    ...simpleCard(record, query.language),
    distance: distanceOf(race),
    isOnline: event.isOnline,
    minAge: race.minAge,
    maxAge: race.maxAge,
    placesLeft: placesLeft(race.capacity, race.taken),
    price: racePrice(record, now),
    registrationClosesAt: race.registrationClosesAt.toISOString(),
  };
}
