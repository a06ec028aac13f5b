import type { SportType } from "@reg/domain";

/** Only for the seed's generated descriptions; the front names sports from its own catalogs. */
export const SPORT_LABELS: Record<SportType, { ru: string; en: string }> = {
  run: { ru: "забег", en: "a running race" },
  trail: { ru: "трейл", en: "a trail race" },
  "run-relay": { ru: "беговая эстафета", en: "a running relay" },
  cycling: { ru: "велогонка", en: "a cycling race" },
  obstacleracing: { ru: "гонка с препятствиями", en: "an obstacle race" },
  biathlon: { ru: "биатлон", en: "a biathlon" },
  "biathlon-relay": { ru: "эстафета по биатлону", en: "a biathlon relay" },
  duathlon: { ru: "дуатлон", en: "a duathlon" },
  "duathlon-relay": { ru: "эстафета по дуатлону", en: "a duathlon relay" },
  "ski-race": { ru: "лыжная гонка", en: "a ski race" },
  "ski-race-relay": { ru: "лыжная эстафета", en: "a ski relay" },
  "ski-biathlon": { ru: "лыжный биатлон", en: "a ski biathlon" },
  swimming: { ru: "заплыв", en: "a swim" },
  "swimming-team": { ru: "командный заплыв", en: "a team swim" },
  orienteering: { ru: "спортивное ориентирование", en: "an orienteering race" },
  triathlon: { ru: "триатлон", en: "a triathlon" },
  "triathlon-relay": { ru: "эстафета по триатлону", en: "a triathlon relay" },
  walk: { ru: "ходьба", en: "a walk" },
};
