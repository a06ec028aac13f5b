import { REGION_CODES, type RegionCode } from "./region-codes";

export { REGION_CODES, regionCodeSchema, type RegionCode } from "./region-codes";

/** A city as the list shows it, in both languages. */
export interface RegionCity {
  ru: string;
  en: string;
}

/**
 * Subjects of the Russian Federation that events run in, by their ISO 3166-2:RU code, with the
 * cities the portal knows in each. One code list instead of a table: the subjects change by federal
 * law, not by an organizer, and the front needs the names offline for its filter panel (decision
 * 0017). A city missing here cannot be seeded (the seed asks `regionOfCity`).
 */
export const REGIONS = {
  "RU-MOW": { ru: "Москва", en: "Moscow", cities: [{ ru: "Москва", en: "Moscow" }] },
  "RU-MOS": {
    ru: "Московская область",
    en: "Moscow Oblast",
    cities: [
      { ru: "Подольск", en: "Podolsk" },
      { ru: "Красногорск", en: "Krasnogorsk" },
    ],
  },
  "RU-SPE": {
    ru: "Санкт-Петербург",
    en: "Saint Petersburg",
    cities: [
      { ru: "Санкт-Петербург", en: "Saint Petersburg" },
      { ru: "Петергоф", en: "Peterhof" },
      { ru: "Кронштадт", en: "Kronstadt" },
    ],
  },
  "RU-LEN": {
    ru: "Ленинградская область",
    en: "Leningrad Oblast",
    cities: [{ ru: "Всеволожск", en: "Vsevolozhsk" }],
  },
  "RU-TA": {
    ru: "Республика Татарстан",
    en: "Republic of Tatarstan",
    cities: [{ ru: "Казань", en: "Kazan" }],
  },
  "RU-KDA": {
    ru: "Краснодарский край",
    en: "Krasnodar Krai",
    cities: [{ ru: "Сочи", en: "Sochi" }],
  },
  "RU-SAM": {
    ru: "Самарская область",
    en: "Samara Oblast",
    cities: [{ ru: "Самара", en: "Samara" }],
  },
  "RU-YAR": {
    ru: "Ярославская область",
    en: "Yaroslavl Oblast",
    cities: [
      { ru: "Ярославль", en: "Yaroslavl" },
      { ru: "Рыбинск", en: "Rybinsk" },
    ],
  },
  "RU-TVE": { ru: "Тверская область", en: "Tver Oblast", cities: [{ ru: "Тверь", en: "Tver" }] },
  "RU-NIZ": {
    ru: "Нижегородская область",
    en: "Nizhny Novgorod Oblast",
    cities: [{ ru: "Нижний Новгород", en: "Nizhny Novgorod" }],
  },
  "RU-SVE": {
    ru: "Свердловская область",
    en: "Sverdlovsk Oblast",
    cities: [{ ru: "Екатеринбург", en: "Yekaterinburg" }],
  },
  "RU-TYU": {
    ru: "Тюменская область",
    en: "Tyumen Oblast",
    cities: [{ ru: "Тюмень", en: "Tyumen" }],
  },
  "RU-KHM": {
    ru: "Ханты-Мансийский автономный округ — Югра",
    en: "Khanty-Mansi Autonomous Okrug — Yugra",
    cities: [{ ru: "Ханты-Мансийск", en: "Khanty-Mansiysk" }],
  },
  "RU-MUR": {
    ru: "Мурманская область",
    en: "Murmansk Oblast",
    cities: [{ ru: "Мурманск", en: "Murmansk" }],
  },
  "RU-VGG": {
    ru: "Волгоградская область",
    en: "Volgograd Oblast",
    cities: [{ ru: "Волгоград", en: "Volgograd" }],
  },
  "RU-KB": {
    ru: "Кабардино-Балкарская Республика",
    en: "Kabardino-Balkar Republic",
    cities: [{ ru: "Терскол", en: "Terskol" }],
  },
  "RU-ALT": {
    ru: "Алтайский край",
    en: "Altai Krai",
    cities: [{ ru: "Белокуриха", en: "Belokurikha" }],
  },
  "RU-NVS": {
    ru: "Новосибирская область",
    en: "Novosibirsk Oblast",
    cities: [{ ru: "Новосибирск", en: "Novosibirsk" }],
  },
  "RU-KGD": {
    ru: "Калининградская область",
    en: "Kaliningrad Oblast",
    cities: [{ ru: "Калининград", en: "Kaliningrad" }],
  },
  "RU-PRI": {
    ru: "Приморский край",
    en: "Primorsky Krai",
    cities: [{ ru: "Владивосток", en: "Vladivostok" }],
  },
  "RU-PER": { ru: "Пермский край", en: "Perm Krai", cities: [{ ru: "Пермь", en: "Perm" }] },
} as const satisfies Record<RegionCode, { ru: string; en: string; cities: readonly RegionCity[] }>;

/** A region's cities as one plain type (the const table gives each region its own tuple type). */
function regionCities(code: RegionCode): readonly RegionCity[] {
  return REGIONS[code].cities;
}

/** The region of a city named in either language (any case); undefined for one not listed. */
export function regionOfCity(city: string): RegionCode | undefined {
  const wanted = city.toLowerCase();
  return REGION_CODES.find((code) =>
    regionCities(code).some((c) => c.ru.toLowerCase() === wanted || c.en.toLowerCase() === wanted),
  );
}

/** The cities the filter panel offers: the region's, or every listed one when none is chosen. */
export function citiesOf(region: RegionCode | undefined): readonly RegionCity[] {
  if (region !== undefined) return regionCities(region);
  return REGION_CODES.flatMap(regionCities);
}
