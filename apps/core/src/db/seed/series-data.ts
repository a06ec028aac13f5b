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
];
