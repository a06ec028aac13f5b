import { z } from "zod";

/** How many places a race shows (SPEC §4): none, few, or a count. */
export const PLACES_LEFT_STATES = ["none", "few", "count"] as const;
export type PlacesLeftState = (typeof PLACES_LEFT_STATES)[number];
/** At or below this many free slots, the race says "few places left" instead of a number. */
export const FEW_PLACES_THRESHOLD = 10;

export const placesLeftSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("none") }),
  z.object({ state: z.literal("few") }),
  z.object({ state: z.literal("count"), count: z.number().int().positive() }),
]);
export type PlacesLeft = z.infer<typeof placesLeftSchema>;

export function placesLeft(capacity: number, taken: number): PlacesLeft {
  const free = Math.max(0, capacity - taken);
  if (free === 0) return { state: "none" };
  if (free <= FEW_PLACES_THRESHOLD) return { state: "few" };
  return { state: "count", count: free };
}
