import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import {
  formatMoscowDateIn,
  raceStanding,
  type EventCard,
  type Locale,
  type MyEventRegistration,
} from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { distanceLabel, ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { brand } from "../brand/brand";
import { RaceStandingLink, useRaceStandings } from "./race-standings";

/** How many of the tenant's events its home lists (the events with a race still to run). */
export const TENANT_HOME_LIMIT = 50;

function EventRaces(props: {
  event: EventCard;
  locale: Locale;
  standings: readonly MyEventRegistration[] | null;
}) {
  const { event, locale, standings } = props;
  const { i18n } = useLingui();
  const races = event.races ?? [];
  return (
    <li className="tenant-home__event card">
      <h2 className="tenant-home__name">{event.name}</h2>
      <p className="tenant-home__facts">
        {formatMoscowDateIn(event.startsAt, locale)} · {event.city}
      </p>
      {races.length > 0 && (
        <ul className="tenant-home__races">
          {races.map((race) => {
            const distance = distanceLabel(race.distance, i18n);
            const standing = standings
              ? raceStanding(standings, { eventCode: event.code, raceCode: race.code })
              : null;
            return (
              <li key={race.code}>
                {standing ? (
                  <RaceStandingLink
                    standing={standing}
                    eventCode={event.code}
                    raceCode={race.code}
                    distance={distance}
                  />
                ) : (
                  <Link
                    className="btn btn--secondary"
                    to="/$eventCode/$raceCode/register"
                    params={{ eventCode: event.code, raceCode: race.code }}
                  >
                    <Trans>Register: {distance}</Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/**
 * The tenant's app at `/`: its events still to come, each race a link to its register page
 * (events.list answers only this host's tenant's events), instead of a bare "not found".
 */
export function TenantHomePage() {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const events = useQuery(
    trpc.events.list.queryOptions({
      language: locale,
      eventsLoaderType: "future",
      limit: TENANT_HOME_LIMIT,
    }),
  );
  const name = i18n._(brand.texts.name);
  const standings = useRaceStandings(events.data?.events.map((event) => event.code) ?? []);
  return (
    <div className="container page tenant-home">
      <h1 className="page__title">
        <Trans>Registration: {name}</Trans>
      </h1>
      {events.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {events.isError && <ErrorState onRetry={() => void events.refetch()} />}
      {events.data && events.data.events.length === 0 && (
        <p className="state__text">
          <Trans>No upcoming events yet</Trans>
        </p>
      )}
      {events.data && events.data.events.length > 0 && (
        <ul className="tenant-home__events">
          {events.data.events.map((event) => (
            <EventRaces key={event.code} event={event} locale={locale} standings={standings} />
          ))}
        </ul>
      )}
    </div>
  );
}
