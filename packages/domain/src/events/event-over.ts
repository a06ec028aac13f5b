/** What the rules below read of an event: ISO-8601 instants as the DTOs carry them, or dates. */
export interface EventEndFacts {
  endsAt: string | Date;
}

/**
 * Whether the event is over at `now`: its end has passed. The list's Past tab, the event page and
 * the cards all read this one rule, so an event a tab calls past never offers a place or a price.
 * An end that does not parse is not over: the page keeps showing what the race offers.
 */
export function eventIsOver(event: EventEndFacts, now: Date): boolean {
  const end = typeof event.endsAt === "string" ? Date.parse(event.endsAt) : event.endsAt.getTime();
  return end < now.getTime();
}

/**
 * Whether the event's results are there to read at `now`: it is over and its results state is
 * "published". Results published while it still runs wait for its end, as the Results tab does.
 */
export function eventResultsPublished(
  event: EventEndFacts & { resultsState: "none" | "pending" | "published" },
  now: Date,
): boolean {
  return eventIsOver(event, now) && event.resultsState === "published";
}
