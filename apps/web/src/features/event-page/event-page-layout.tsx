import { Trans, useLingui } from "@lingui/react/macro";
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

/** The event's head (name, dates, place, rating, invite) and its two tabs: Overview and Members. */
export function EventPageLayout() {
  const { i18n, t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const code = useEventCode();
  const page = useEventPage();
  useDocumentTitle(page.data?.name ?? t`Event`);

  if (!page.data)
    return <HeroLayoutFallback failed={page.isError} retry={() => void page.refetch()} />;
  const event = page.data;
  return (
    <HeroLayout
      className="event-page"
      imageUrl={event.imageUrl}
      title={event.name}
      tags={
        <>
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
          <TaxDeductionFact qualifies={event.qualifiesForTaxDeduction} />
        </>
      }
      actions={<InviteButton event={event} />}
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
