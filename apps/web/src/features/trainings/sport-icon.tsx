import { LineIcon } from "@reg/ui";
import type { TrainingSport } from "@reg/domain";

// LineIcon paths: a runner, a bicycle, a swimmer over waves, a walker.
const PATHS: Record<TrainingSport, string> = {
  run: "M13 4m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M4 17l5 1l.75 -1.5 M15 21v-4l-4 -3l1 -6 M7 12v-3l5 -1l3 3l3 1",
  ride: "M5 18m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M19 18m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0 M12 19v-4l-3 -3l5 -4l2 3h3 M17 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
  swim: "M16 9m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M6 11l4 -2l3.5 3l-1.5 2 M3 16.75a2.4 2.4 0 0 0 1 .25a2.4 2.4 0 0 0 2 -1a2.4 2.4 0 0 1 2 -1a2.4 2.4 0 0 1 2 1a2.4 2.4 0 0 0 2 1a2.4 2.4 0 0 0 2 -1a2.4 2.4 0 0 1 2 -1a2.4 2.4 0 0 1 2 1a2.4 2.4 0 0 0 2 1a2.4 2.4 0 0 0 1 -.25",
  walk: "M13 4m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0 M7 21l3 -4 M16 21l-2 -4l-3 -3l1 -6 M6 12l2 -3l4 -1l3 3l3 1",
};

/** A tracker, drawn as a watch: the platform shows no maker's logo. */
const TRACKER_PATH =
  "M6 9a3 3 0 0 1 3 -3h6a3 3 0 0 1 3 3v6a3 3 0 0 1 -3 3h-6a3 3 0 0 1 -3 -3z M9 18v3h6v-3 M9 6v-3h6v3 M12 10v2l1.5 1";

/** Elevation gained: a line going up. */
export const CLIMB_PATH = "M3 17l6 -6l4 4l8 -8 M14 7h7v7";

/** The sport's line icon; decorative, the sport's name beside it speaks. */
export function SportIcon(props: { sport: TrainingSport; className?: string }) {
  return <LineIcon className={props.className} path={PATHS[props.sport]} size={22} />;
}

/** The round mark a tracker's name sits beside. */
export function TrackerMark() {
  return (
    <span className="tracker-mark" aria-hidden="true">
      <LineIcon path={TRACKER_PATH} size={22} />
    </span>
  );
}
