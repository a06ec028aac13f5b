import {
  PAYMENT_WINDOW_MINUTES,
  type Beneficiary,
  type ContractOffer,
  type Locale,
  type RaceQuery,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { findRace, type EventRow } from "./race-queries";
import { commissionPercent, eventName, raceName } from "./race-views";

/** Who receives the money when an event names no organizer of its own: the platform operator. */
export const PLATFORM_BENEFICIARY: Beneficiary = {
  name: "ООО «Рег Спорт»",
  inn: "7701234567",
  ogrnip: null,
  address: "125009, Москва, Тверская ул., 7",
};

function beneficiaryOf(event: EventRow): Beneficiary {
  if (!event.beneficiaryName || !event.beneficiaryInn || !event.beneficiaryAddress)
    return PLATFORM_BENEFICIARY;
  return {
    name: event.beneficiaryName,
    inn: event.beneficiaryInn,
    ogrnip: event.beneficiaryOgrnip,
    address: event.beneficiaryAddress,
  };
}

interface OfferFacts {
  event: string;
  race: string;
  beneficiary: Beneficiary;
  commission: number;
}

function identity(b: Beneficiary, language: Locale): string {
  const ogrnip = b.ogrnip
    ? language === "en"
      ? `, OGRNIP ${b.ogrnip}`
      : `, ОГРНИП ${b.ogrnip}`
    : "";
  return language === "en"
    ? `${b.name} (INN ${b.inn}${ogrnip}, ${b.address})`
    : `${b.name} (ИНН ${b.inn}${ogrnip}, ${b.address})`;
}

function offerRu(f: OfferFacts): Pick<ContractOffer, "title" | "paragraphs"> {
  return {
    title: `Публичная оферта: «${f.event}», дистанция «${f.race}»`,
    paragraphs: [
      `${identity(f.beneficiary, "ru")} предлагает принять участие в соревновании «${f.event}» на дистанции «${f.race}» на условиях этой оферты.`,
      "Оплачивая заказ, участник принимает эту оферту и положение о соревновании и подтверждает, что не имеет медицинских противопоказаний.",
      `Заказ нужно оплатить в течение ${PAYMENT_WINDOW_MINUTES} минут после регистрации; неоплаченный слот и выбранные товары освобождаются.`,
      `Сервисный сбор платформы — ${f.commission} % от стоимости слота и товаров без учёта страховки.`,
    ],
  };
}

function offerEn(f: OfferFacts): Pick<ContractOffer, "title" | "paragraphs"> {
  return {
    title: `Public offer: ${f.event}, ${f.race}`,
    paragraphs: [
      `${identity(f.beneficiary, "en")} offers participation in ${f.event}, ${f.race}, on the terms of this offer.`,
      "By paying the order the participant accepts this offer and the event rules and confirms having no medical contraindications.",
      `The order must be paid within ${PAYMENT_WINDOW_MINUTES} minutes of registering; an unpaid slot and the chosen goods are released.`,
      `The platform's service fee is ${f.commission}% of the slot and goods, insurance excluded.`,
    ],
  };
}

/** GET /Register/ApiGetContractOffer: the public offer of the race's organizer. */
export async function contractOffer(
  db: CoreDb,
  scope: string | null,
  query: RaceQuery,
): Promise<ContractOffer> {
  const { event, race } = await findRace(db, scope, query.eventCode, query.raceCode);
  const facts: OfferFacts = {
    event: eventName(event, query.language),
    race: raceName(race, query.language),
    beneficiary: beneficiaryOf(event),
    commission: commissionPercent(event.commissionBasisPoints),
  };
  const text = query.language === "en" ? offerEn(facts) : offerRu(facts);
  return { eventCode: event.code, raceCode: race.code, ...text, beneficiary: facts.beneficiary };
}
