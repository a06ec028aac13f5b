import type { Locale, TrainingSport } from "@reg/domain";

type PartOfDay = "morning" | "afternoon" | "evening";

/**
 * What a tracker's app calls a training it recorded, in the person's language: runs and rides by
 * the part of the day they started in, swims and walks plainly.
 */
const NAMES: Record<Locale, Record<TrainingSport, Record<PartOfDay, string>>> = {
  ru: {
    run: {
      morning: "Утренняя пробежка",
      afternoon: "Дневная пробежка",
      evening: "Вечерняя пробежка",
    },
    ride: { morning: "Утренний заезд", afternoon: "Дневной заезд", evening: "Вечерний заезд" },
    swim: { morning: "Плавание", afternoon: "Плавание", evening: "Плавание" },
    walk: { morning: "Прогулка", afternoon: "Прогулка", evening: "Прогулка" },
  },
  en: {
    run: { morning: "Morning Run", afternoon: "Afternoon Run", evening: "Evening Run" },
    ride: { morning: "Morning Ride", afternoon: "Afternoon Ride", evening: "Evening Ride" },
    swim: { morning: "Swim", afternoon: "Swim", evening: "Swim" },
    walk: { morning: "Walk", afternoon: "Walk", evening: "Walk" },
  },
};

/** The name of a `sport` training started at `moscowHour` (0–23, Moscow time). */
export function trainingName(sport: TrainingSport, moscowHour: number, locale: Locale): string {
  const part: PartOfDay = moscowHour < 12 ? "morning" : moscowHour < 17 ? "afternoon" : "evening";
  return NAMES[locale][sport][part];
}
