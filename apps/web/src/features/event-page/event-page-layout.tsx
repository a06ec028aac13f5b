import { Trans, useLingui } from "@lingui/react/macro";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { ErrorState, sportTypeNames } from "@reg/ui";
import { Link, Outlet } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import { InviteButton } from "./invite-dialog";
import { RatingStars } from "./rating-stars";
import { useEventCode, useEventPage } from "./use-event-page";
import "./event-page.css";

/** The event's head (name, dates, place, rating, invite) and its two tabs: Overview and Members. */
export function EventPageLayout() {
  const { i18n, t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const code = useEventCode();
  const page = useEventPage();
  useDocumentTitle(page.data?.name ?? t`Event`);

  if (page.isPending) {
    return (
      <div className="container event-page" aria-busy="true">
        <div className="skeleton" style={{ height: 220, marginTop: 24 }} />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="container">
        <ErrorState onRetry={() => void page.refetch()} />
      </div>
    );
  }
  const event = page.data;
  return (
    <div className="event-page">
      <header className="event-hero">
        {event.imageUrl && (
          <img className="event-hero__image" src={event.imageUrl} alt="" decoding="async" />
        )}
        <div className="container event-hero__inner">
          <div className="event-hero__tags">
            <span className="chip chip--brand">{i18n._(sportTypeNames[event.sportType])}</span>
            {event.isOnline && (
              <span className="chip">
                <Trans>Online</Trans>
              </span>
            )}
            {event.series && <span className="chip">{event.series.name}</span>}
            {event.rating !== null && (
              <RatingStars rating={event.rating} approved={event.ratingApproved} />
            )}
          </div>
          <h1 className="event-hero__title">{event.name}</h1>
          <p className="event-hero__facts">
            <time dateTime={event.startsAt}>{eventDatesLabel(event, locale)}</time>
            <span aria-hidden="true"> · </span>
            <span>{event.isOnline ? <Trans>Online</Trans> : event.city}</span>
            {event.location && !event.isOnline && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{event.location}</span>
              </>
            )}
          </p>
          <div className="event-hero__actions">
            <InviteButton event={event} />
          </div>
        </div>
      </header>
      <div className="event-tabs-bar">
        <nav className="container event-tabs" aria-label={t`Event page`}>
          <Link
            to="/event/$code"
            params={{ code }}
            className="event-tabs__tab"
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{ className: "event-tabs__tab--active", "aria-current": "page" }}
          >
            <Trans>Overview</Trans>
          </Link>
          <Link
            to="/event/$code/startlist"
            params={{ code }}
            className="event-tabs__tab"
            activeOptions={{ includeSearch: false }}
            activeProps={{ className: "event-tabs__tab--active", "aria-current": "page" }}
          >
            <Trans>Members</Trans>
          </Link>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
