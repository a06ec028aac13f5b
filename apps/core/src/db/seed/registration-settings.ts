import type { TenantId } from "@reg/domain";
import type { RaceFormSettingsInput } from "../../modules/registration";

/** How a seeded race takes registrations, where it differs from the default (online, no gate, tier price). */
export interface RaceRegistrationSeed {
  promoRequired?: boolean;
  onlineRegistration?: boolean;
  offlineAtPickup?: boolean;
  /** "Pay what you want" bounds, rubles. */
  customPriceRub?: [min: number, max: number];
  form?: RaceFormSettingsInput;
}

const TSHIRT_SIZES = ["XS", "S", "M", "L", "XL", "XXL"];

/**
 * The demo's registration cases by `eventCode/raceCode`, one race per SPEC §4 situation the seed
 * can hold: a form with every extra (start packets, special categories, organizer questions, a
 * required document), the promo-code gate, "not possible", offline at pickup, "pay what you want".
 * "Opens soon", "closed" and "limit reached" come from the events' own dates and counters.
 */
export const RACE_REGISTRATION_SEEDS: Record<string, RaceRegistrationSeed> = {
  "moscow-marathon/m42": {
    form: {
      startPackets: TSHIRT_SIZES,
      specialCategories: ["veteran", "disability"],
      requireDocument: true,
      questions: [
        {
          id: "finishTime",
          required: true,
          choices: null,
          textRu: "Планируемое время финиша",
          textEn: "Expected finish time",
        },
        {
          id: "firstMarathon",
          required: false,
          choices: ["yes", "no"],
          textRu: "Это ваш первый марафон?",
          textEn: "Is this your first marathon?",
        },
      ],
    },
  },
  "moscow-marathon/r10": { form: { startPackets: TSHIRT_SIZES } },
  "pionercup-sokolniki/r10": { promoRequired: true },
  "white-nights-marathon/r10": { onlineRegistration: false },
  "moscow-night-run/r5": { offlineAtPickup: true },
  "golden-autumn-virtual/h21": { customPriceRub: [300, 10_000] },
};

/** The platform's commission on each tenant's events, percent. */
export const COMMISSION_PERCENT: Record<TenantId, number> = {
  default: 5,
  pionercup: 3.5,
  fontanka: 4,
};

/** The organizer each tenant's events pay (the contract offer's beneficiary). */
export const BENEFICIARIES: Record<
  TenantId,
  { name: string; inn: string; ogrnip: string | null; address: string }
> = {
  default: {
    name: "АНО «Беговое сообщество»",
    inn: "7703456789",
    ogrnip: null,
    address: "123100, Москва, Пресненская наб., 12",
  },
  pionercup: {
    name: "ИП Пионеров Пётр Петрович",
    inn: "772345678901",
    ogrnip: "318774600123456",
    address: "107014, Москва, ул. Сокольнический Вал, 1",
  },
  fontanka: {
    name: "ООО «Фонтанка Спорт»",
    inn: "7840123456",
    ogrnip: null,
    address: "191023, Санкт-Петербург, наб. реки Фонтанки, 59",
  },
};
