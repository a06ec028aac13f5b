import type { SportType } from "@reg/domain";
import type { SeriesSeed } from "./seed-types";

export const SERIES_SEEDS: SeriesSeed[] = [
  {
    code: "marathon-cup",
    tenant: "default",
    nameRu: "Кубок больших марафонов",
    nameEn: "Big Marathons Cup",
  },
  { code: "ski-cup", tenant: "default", nameRu: "Кубок зимних гонок", nameEn: "Winter Races Cup" },
  {
    code: "pionercup-2026",
    tenant: "pionercup",
    nameRu: "Пионер Кап — сезон",
    nameEn: "Pioneer Cup Season",
  },
  {
    code: "fontanka-swim",
    tenant: "fontanka",
    nameRu: "Плавательная серия «Фонтанки»",
    nameEn: "Fontanka Swim Series",
  },
  {
    code: "spb-running-cup",
    tenant: "default",
    nameRu: "Кубок Петербурга по бегу",
    nameEn: "St Petersburg Running Cup",
  },
  {
    code: "moscow-running-series",
    tenant: "default",
    nameRu: "Московская беговая серия",
    nameEn: "Moscow Running Series",
  },
  {
    code: "volga-triathlon",
    tenant: "default",
    nameRu: "Триатлон-серия «Волга»",
    nameEn: "Volga Triathlon Series",
  },
];

/** What a series page says about the series: its sport and description (paragraphs split by blank lines). */
export interface SeriesProfileSeed {
  sport: SportType;
  descriptionRu: string;
  descriptionEn: string;
}

export const SERIES_PROFILES: Record<string, SeriesProfileSeed> = {
  "marathon-cup": {
    sport: "run",
    descriptionRu:
      "Кубок больших марафонов объединяет три главных марафона страны: Москву, Петербург и Казань.\n\nОчки начисляются за место в абсолютном зачёте среди мужчин и женщин на марафонской дистанции; в итоговый зачёт идут все пробеги сезона. Победители получают кубки и слоты на марафоны следующего года.",
    descriptionEn:
      "The Big Marathons Cup brings together three of the country's major marathons: Moscow, St Petersburg and Kazan.\n\nPoints go by overall place among men and among women over the marathon distance, and every race of the season counts. The winners receive cups and entries to next year's marathons.",
  },
  "ski-cup": {
    sport: "ski-race",
    descriptionRu:
      "Кубок зимних гонок — лыжные марафоны и гонки классическим и свободным стилем от Подмосковья до Урала.\n\nКаждый этап — самостоятельный старт с собственным протоколом; итоговое положение считается по сумме очков.",
    descriptionEn:
      "The Winter Races Cup is a run of ski marathons and races in classic and free technique from the Moscow region to the Urals.\n\nEach stage is a race of its own with its own results; the overall standings add up the points.",
  },
  "pionercup-2026": {
    sport: "run",
    descriptionRu:
      "Сезон «Пионер Кап» — забеги по паркам Москвы на 5 и 10 км и трейл в Битце. Старты для всей семьи, детские забеги на каждом этапе.",
    descriptionEn:
      "The Pioneer Cup season: 5 and 10 km runs in Moscow's parks and a trail in Bitsa. Races for the whole family, with a children's run at every stage.",
  },
  "fontanka-swim": {
    sport: "swimming",
    descriptionRu:
      "Заплывы на открытой воде в Петербурге и Кронштадте: от 500 метров для новичков до 2 км для опытных пловцов.",
    descriptionEn:
      "Open-water swims in St Petersburg and Kronstadt: from 500 metres for newcomers to 2 km for seasoned swimmers.",
  },
  "spb-running-cup": {
    sport: "run",
    descriptionRu:
      "Кубок Петербурга по бегу — четыре этапа на самых красивых трассах города: Крестовский остров, Петергоф, Пулковские высоты и финал на Елагином острове.\n\nВ зачёт Кубка идут главные дистанции этапов. За место среди мужчин и женщин начисляются очки: 100 за победу, 99 за второе место и далее. Чтобы попасть в итоговый протокол, достаточно финишировать хотя бы на одном этапе.\n\nЛучшие по сумме очков получают кубки на финальном этапе, все финишёры трёх и более этапов — памятную медаль серии.",
    descriptionEn:
      "The St Petersburg Running Cup has four stages on the city's most beautiful courses: Krestovsky Island, Peterhof, the Pulkovo Heights and the final on Yelagin Island.\n\nThe main distance of each stage counts for the Cup. Places among men and among women earn points: 100 for a win, 99 for second and so on. Finishing one stage is enough to appear in the overall standings.\n\nThe top scorers receive their cups at the final stage, and everyone who finishes three or more stages gets the series medal.",
  },
  "moscow-running-series": {
    sport: "run",
    descriptionRu:
      "Московская беговая серия — весенний забег в Лужниках, летний подъём на Воробьёвы горы и осенний полумарафон в Коломенском.\n\nОдин слот — одна трасса, единый рейтинг по итогам сезона. Очки за место в абсолютном зачёте среди мужчин и женщин на главной дистанции этапа.",
    descriptionEn:
      "The Moscow Running Series: a spring run in Luzhniki, a summer climb of the Sparrow Hills and an autumn half marathon in Kolomenskoye.\n\nOne entry, one course, one ranking for the season. Points go by overall place among men and among women over each stage's main distance.",
  },
  "volga-triathlon": {
    sport: "triathlon",
    descriptionRu:
      "Триатлон-серия «Волга» проходит в городах великой реки: Ярославль, Нижний Новгород, Самара и Волгоград. Плавание в Волге, велоэтап по закрытым набережным и бег в центре города.\n\nВ зачёт серии идёт олимпийская дистанция (1,5 км плавания, 40 км велосипеда, 10 км бега); спринт — для тех, кто пробует триатлон впервые.",
    descriptionEn:
      "The Volga Triathlon Series runs in the cities of the great river: Yaroslavl, Nizhny Novgorod, Samara and Volgograd. A swim in the Volga, a bike leg along closed embankments and a run through the city centre.\n\nThe Olympic distance (1.5 km swim, 40 km bike, 10 km run) counts for the series; the sprint is for those trying triathlon for the first time.",
  },
};
