import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDuration, type TrainingPace, type TrainingSport } from "@reg/domain";

/** Each sport of a training as the list labels it. */
export const trainingSportNames: Record<TrainingSport, MessageDescriptor> = {
  run: msg`Run`,
  ride: msg`Ride`,
  swim: msg`Swim`,
  walk: msg`Walk`,
};

/** "10.2 km" / "10,2 км": kilometres with one decimal, in the reader's notation. */
export function kilometresLabel(meters: number, i18n: I18n): string {
  const value = i18n.number(meters / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${value} km`);
}

/** "120 m" / "120 м": whole metres (the elevation gained). */
export function metresLabel(meters: number, i18n: I18n): string {
  const value = i18n.number(meters, { maximumFractionDigits: 0 });
  return i18n._(msg`${value} m`);
}

/** "5:05 /km", "2:01 /100 m", "28.4 km/h" — and "/км", "/100 м", "км/ч" in Russian. */
export function paceLabel(pace: TrainingPace, i18n: I18n): string {
  switch (pace.kind) {
    case "perKm": {
      const time = formatDuration(pace.seconds);
      return i18n._(msg`${time} /km`);
    }
    case "per100m": {
      const time = formatDuration(pace.seconds);
      return i18n._(msg`${time} /100 m`);
    }
    case "kmPerHour": {
      const speed = i18n.number(pace.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return i18n._(msg`${speed} km/h`);
    }
  }
}

/** What the pace column holds for a sport: a pace for runners, walkers and swimmers, a speed for riders. */
export function paceKindName(pace: TrainingPace): MessageDescriptor {
  return pace.kind === "kmPerHour" ? msg`Speed` : msg`Pace`;
}
