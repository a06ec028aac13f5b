import { Plural, Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { eventIsOver, type EventCard as EventCardData } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { distanceLabel, placesLeftLabel, priceLabel, sportTypeNames } from "@reg/ui";
import { Link } from "@tanstack/react-router";
import { EventLink } from "../event-list/event-link";
import { eventDatesLabel } from "./event-dates";
import "./event-card.css";

const PLACES_BADGE = {
  none: "badge--muted",
  few: "badge--warning",
  count: "badge--success",
} as const;

/** The star rating out of five, and whether the platform approved it (SPEC §3). */
function RatingMark(props: { rating: number; approved: boolean }) {
  const { i18n } = useLingui();
  const value = i18n.number(props.rating, { maximumFractionDigits: 1 });
  return (
    <span className="event-card__rating">
      <span aria-hidden="true">★</span> {value}
      <span className="visually-hidden">
        <Trans>out of 5</Trans>
      </span>
      {props.approved && (
        <span className="event-card__approved" title={i18n._(APPROVED_TITLE)}>
          <span aria-hidden="true">✓</span>
          <span className="visually-hidden">{i18n._(APPROVED_TITLE)}</span>
        </span>
      )}
    </span>
  );
}

const APPROVED_TITLE = msg`Rating approved by the platform`;

/**
 * One event as a card, its name a link to the event's page (the whole card is the link's target
 * area). The price is all in, as the order would charge it (docs/decisions/0016). An event that is
 * over says so instead of a price and places, and links to its results when they are published.
 */
export function EventCard(props: {
  event: EventCardData;
  /** The first card of a list: its picture is the page's largest paint, so it is not lazy. */
  priority?: boolean;
  /**
   * The list knows the event's results are published (the Results tab lists no other): the card's
   * own read does not carry the results state.
   */
  resultsPublished?: boolean;
}) {
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { event } = props;
  const price = priceLabel(event, locale);
  const days = event.daysUntilPriceIncrease;
  // The clock during render: server and browser agree but for the seconds around the event's end.
  const over = eventIsOver(event, new Date());
  const sport = i18n._(sportTypeNames[event.sportType]);
  return (
    <article className="event-card">
      <div className="event-card__media" aria-hidden="true">
        {event.imageUrl && (
          <img
            src={event.imageUrl}
            alt=""
            loading={props.priority ? "eager" : "lazy"}
            fetchPriority={props.priority ? "high" : "auto"}
            decoding="async"
          />
        )}
      </div>
      <div className="event-card__body">
        <div className="event-card__tags">
          {/* A long sport name is cut short rather than pushing the rating to a row of its own. */}
          <span className="chip chip--brand event-card__sport" title={sport}>
            {sport}
          </span>
          {event.isOnline && (
            <span className="chip">
              <Trans>Online</Trans>
            </span>
          )}
          {event.rating !== null && (
            <RatingMark rating={event.rating} approved={event.ratingApproved} />
          )}
        </div>
        <h3 className="event-card__name">
          <EventLink code={event.code} className="event-card__link">
            {event.name}
          </EventLink>
        </h3>
        <dl className="event-card__facts">
          <div>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>
              <time dateTime={event.startsAt}>{eventDatesLabel(event, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>City</Trans>
            </dt>
            <dd>{event.city}</dd>
          </div>
        </dl>
        {event.distances.length > 0 && (
          <ul className="event-card__distances">
            {event.distances.map((distance) => (
              <li key={`${distance.value}${distance.unit}`} className="chip">
                {distanceLabel(distance, i18n)}
              </li>
            ))}
          </ul>
        )}
        {!over && !event.isFree && days !== null && (
          <p className="event-card__rise">
            {days === 0 ? (
              <Trans>The price rises today</Trans>
            ) : (
              <Plural
                value={days}
                one="The price rises in # day"
                other="The price rises in # days"
              />
            )}
          </p>
        )}
        {over ? (
          <div className="event-card__footer">
            <span className="badge badge--muted">
              <Trans>Finished</Trans>
            </span>
            {props.resultsPublished && (
              <Link
                to="/results/$eventCode"
                params={{ eventCode: event.code }}
                className="event-card__results"
              >
                <Trans>Results</Trans>
                <span className="visually-hidden">: {event.name}</span>
              </Link>
            )}
          </div>
        ) : (
          <div className="event-card__footer">
            {price && <span className="event-card__price">{i18n._(price)}</span>}
            <span className={`badge ${PLACES_BADGE[event.placesLeft.state]}`}>
              {i18n._(placesLeftLabel(event.placesLeft))}
            </span>
          </div>
        )}
      </div>
    </article>
  );
}

/** The card's silhouette while the list loads, so the page does not jump when it arrives. */
export function EventCardSkeleton() {
  return (
    <div className="event-card event-card--skeleton" aria-hidden="true">
      <div className="event-card__media-skeleton skeleton" />
      <div className="event-card__body">
        <div className="skeleton" style={{ height: 22, width: "40%" }} />
        <div className="skeleton" style={{ height: 24, width: "85%" }} />
        <div className="skeleton" style={{ height: 18, width: "60%" }} />
        <div className="skeleton" style={{ height: 28, width: "50%" }} />
      </div>
    </div>
  );
}
