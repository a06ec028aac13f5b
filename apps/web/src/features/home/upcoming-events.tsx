import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { EmptyState, ErrorState } from "@reg/ui";
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
      <EmptyState
        titleAs="h3"
        title={<Trans>No upcoming events yet</Trans>}
        text={<Trans>New events are added every week. Check back soon.</Trans>}
      />
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
