import { MULTISPORT_EVENTS } from "./events-multisport";
import { PARTNER_EVENTS } from "./events-partners";
import { RUNNING_EVENTS } from "./events-running";
import { SERIES_EVENTS } from "./series-events";
import { WATER_EVENTS } from "./events-water";
import { WINTER_EVENTS } from "./events-winter";
import type { EventSeed } from "./seed-types";

export const EVENT_SEEDS: EventSeed[] = [
  ...RUNNING_EVENTS,
  ...MULTISPORT_EVENTS,
  ...WINTER_EVENTS,
  ...WATER_EVENTS,
  ...PARTNER_EVENTS,
  ...SERIES_EVENTS,
];
