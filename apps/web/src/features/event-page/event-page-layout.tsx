import { Trans, useLingui } from "@lingui/react/macro";
import { eventIsOver, eventResultsPublished } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { sportTypeNames } from "@reg/ui";
import { Link } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import { HERO_TAB, HeroLayout, HeroLayoutFallback } from "../events/hero-layout";
import { InviteButton } from "./invite-dialog";
import { RatingStars } from "./rating-stars";
import { TaxDeductionFact } from "./tax-deduction-fact";
import { useEventCode, useEventPage } from "./use-event-page";
import "./event-page.css";

/**
 * The event's head (name, dates, place, rating, invite) and its two tabs: Overview and Members.
 * An event that is over says so, and offers its results (once published) instead of the invite.
 */
export function EventPageLayout() {
  const { i18n, t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const code = useEventCode();
  const page = useEventPage();
  useDocumentTitle(page.data?.name ?? t`Event`);

  if (!page.data)
    return <HeroLayoutFallback failed={page.isError} retry={() => void page.refetch()} />;
  const event = page.data;
  // The clock during render: server and browser agree but for the seconds around the event's end.
  const now = new Date();
  const over = eventIsOver(event, now);
  const actions = !over ? (
    <InviteButton event={event} />
  ) : eventResultsPublished(event, now) ? (
    <Link
      to="/results/$eventCode"
      params={{ eventCode: event.code }}
      className="btn btn--secondary"
    >
      <Trans>Results</Trans>
    </Link>
  ) : undefined;
  return (
    <HeroLayout
      className="event-page"
      imageUrl={event.imageUrl}
      title={event.name}
      tags={
        <>
          <span className="chip chip--brand">{i18n._(sportTypeNames[event.sportType])}</span>
          {over && (
            <span className="chip">
              <Trans>Finished</Trans>
            </span>
          )}
          {event.isOnline && (
            <span className="chip">
              <Trans>Online</Trans>
            </span>
          )}
          {event.series && <span className="chip">{event.series.name}</span>}
          {event.rating !== null && (
            <RatingStars rating={event.rating} approved={event.ratingApproved} />
          )}
        </>
      }
      facts={
        <>
          <time dateTime={event.startsAt}>{eventDatesLabel(event, locale)}</time>
          <span aria-hidden="true"> · </span>
          <span>{event.isOnline ? <Trans>Online</Trans> : event.city}</span>
          {event.location && !event.isOnline && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{event.location}</span>
            </>
          )}
          <TaxDeductionFact qualifies={event.qualifiesForTaxDeduction} over={over} />
        </>
      }
      actions={actions}
      tabsLabel={t`Event page`}
      tabs={
        <>
          <Link
            to="/event/$code"
            params={{ code }}
            activeOptions={{ exact: true, includeSearch: false }}
            {...HERO_TAB}
          >
            <Trans>Overview</Trans>
          </Link>
          <Link
            to="/event/$code/startlist"
            params={{ code }}
            activeOptions={{ includeSearch: false }}
            {...HERO_TAB}
          >
            <Trans>Members</Trans>
          </Link>
        </>
      }
    />
  );
}
