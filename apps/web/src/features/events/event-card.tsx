import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import type { EventCard as EventCardData } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { distanceLabel, placesLeftLabel, priceLabel, sportTypeNames } from "@reg/ui";
import { eventDatesLabel } from "./event-dates";
import "./event-card.css";

const PLACES_BADGE = {
  none: "badge--muted",
  few: "badge--warning",
  count: "badge--success",
} as const;

/**
 * One event as a card. Not a link yet: the event page comes with its own issue, and a link to a
 * missing page would be a broken promise (docs/decisions/0001).
 */
export function EventCard(props: { event: EventCardData }) {
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { event } = props;
  const price = priceLabel(event, locale);
  return (
    <article className="event-card">
      <div className="event-card__media" aria-hidden="true">
        {event.imageUrl && <img src={event.imageUrl} alt="" loading="lazy" decoding="async" />}
      </div>
      <div className="event-card__body">
        <div className="event-card__tags">
          <span className="chip chip--brand">{i18n._(sportTypeNames[event.sportType])}</span>
          {event.isOnline && (
            <span className="chip">
              <Trans>Online</Trans>
            </span>
          )}
        </div>
        <h3 className="event-card__name">{event.name}</h3>
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
        <div className="event-card__footer">
          {price && <span className="event-card__price">{i18n._(price)}</span>}
          <span className={`badge ${PLACES_BADGE[event.placesLeft.state]}`}>
            {i18n._(placesLeftLabel(event.placesLeft))}
          </span>
        </div>
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
