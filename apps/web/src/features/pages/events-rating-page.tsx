import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { EmptyState, ErrorState, sportTypeNames } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { eventDatesLabel } from "../events/event-dates";
import { ContentLink } from "./content-link";
import { SitePageView } from "./site-page";

/** Five stars, the rating's share of them filled (rounded to the nearest half shows as full). */
function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="rating-row__stars" aria-hidden="true">
      {"★".repeat(full)}
      {"☆".repeat(5 - full)}
    </span>
  );
}

function RatingList() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const rating = useQuery(trpc.pages.eventsRating.queryOptions({ language: locale }));
  if (rating.isPending) {
    return (
      <ol className="card-list" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="list-card list-card--pending skeleton" />
        ))}
      </ol>
    );
  }
  if (rating.isError) return <ErrorState onRetry={() => void rating.refetch()} />;
  if (rating.data.items.length === 0) {
    return <EmptyState titleAs="h2" title={<Trans>No rated events yet</Trans>} />;
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <ol className="card-list" aria-label={t`Events by rating`}>
      {rating.data.items.map((event, index) => (
        <li key={event.code} className="list-card rating-row">
          <span className="rating-row__place" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h2 className="list-card__title">
              <ContentLink href={`/event/${encodeURIComponent(event.code)}`}>
                {event.name}
              </ContentLink>
            </h2>
            <p className="list-card__meta">
              <span>{i18n._(sportTypeNames[event.sportType])}</span>
              <span>{event.city}</span>
              <span>
                {eventDatesLabel({ startsAt: event.startsAt, endsAt: event.startsAt }, locale)}
              </span>
            </p>
          </div>
          <div className="rating-row__score">
            <span className="rating-row__value">
              <span className="visually-hidden">
                <Trans>Rating</Trans>{" "}
              </span>
              {number.format(event.rating)}
            </span>
            <Stars rating={event.rating} />
            {event.ratingApproved && (
              <span className="tag tag--ok">
                <Trans>Verified</Trans>
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function EventsRatingPage() {
  const { t } = useLingui();
  return (
    <SitePageView slug="events-rating" fallbackTitle={t`Events rating`}>
      {() => <RatingList />}
    </SitePageView>
  );
}
