import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { EventCard, EventCardSkeleton } from "../events/event-card";
import { HOME_UPCOMING_LIMIT, upcomingEventsInput } from "./home-queries";

export function UpcomingEvents() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const events = useQuery(trpc.events.list.queryOptions(upcomingEventsInput(locale)));

  if (events.isPending) {
    return (
      <ul className="event-grid" aria-busy="true">
        {Array.from({ length: HOME_UPCOMING_LIMIT }, (_, i) => (
          <li key={i}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (events.isError) return <ErrorState onRetry={() => void events.refetch()} />;
  if (events.data.events.length === 0) {
    return (
      <div className="state">
        <h3 className="state__title">
          <Trans>No upcoming events yet</Trans>
        </h3>
        <p className="state__text">
          <Trans>New events are added every week. Check back soon.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="event-grid">
      {events.data.events.map((event, index) => (
        <li key={event.code}>
          <EventCard event={event} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
