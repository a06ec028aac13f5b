import { Trans, useLingui } from "@lingui/react/macro";
import {
  formatMoscowDateIn,
  formatMoscowDateTimeIn,
  formatRub,
  type EventPage,
  type EventPageRace,
  type Locale,
  type MyEventRegistration,
} from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { distanceLabel, placesLeftLabel } from "@reg/ui";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { CalendarButton } from "./calendar-link";
import { useRaceStandings } from "./use-race-standings";
import { GiveGiftLink } from "../gifts/give-gift-link";

/**
 * A signed-in person's standing in a race, loaded once their registrations are read: an anonymous
 * visitor (most of the page's readers) never fetches it (docs/decisions/0022).
 */
const RaceStandingOr = lazy(() =>
  import("./race-standing").then((module) => ({ default: module.RaceStandingOr })),
);

const PLACES_BADGE = {
  none: "badge--muted",
  few: "badge--warning",
  count: "badge--success",
} as const;

/** SPEC §4's message in place of the register button (the texts the wizard's screens use). */
function AvailabilityNote(props: { race: EventPageRace; locale: Locale }) {
  const { race } = props;
  switch (race.availability) {
    case "open":
      return null;
    case "closed":
      return (
        <p className="race-row__note">
          <strong>
            <Trans>Registration is closed</Trans>
          </strong>{" "}
          <Trans>Online registration for this race has ended.</Trans>
        </p>
      );
    case "limitReached":
      return (
        <p className="race-row__note">
          <strong>
            <Trans>Registration is not possible</Trans>
          </strong>{" "}
          <Trans>The participant limit has been reached.</Trans>
        </p>
      );
    case "notPossible":
      return (
        <p className="race-row__note">
          <strong>
            <Trans>Registration is not possible</Trans>
          </strong>{" "}
          <Trans>The organizer does not take online registrations for this race.</Trans>
        </p>
      );
    case "offline":
      return (
        <p className="race-row__note">
          <strong>
            <Trans>Online registration is closed</Trans>
          </strong>{" "}
          <Trans>
            Registration continues at the start-pack pickup point now that online registration has
            closed.
          </Trans>
        </p>
      );
    case "opensSoon": {
      const opensAt = formatMoscowDateTimeIn(race.registrationOpensAt, props.locale);
      return (
        <p className="race-row__note">
          <strong>
            <Trans>Registration opens soon</Trans>
          </strong>{" "}
          <Trans>Registration opens on {opensAt}, Moscow time.</Trans>
        </p>
      );
    }
  }
}

/** A race's name, distance and start, the same on a race still to come and one that is over. */
function RaceRowHeading(props: { race: EventPageRace }) {
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { race } = props;
  const startsAt = formatMoscowDateTimeIn(race.startsAt, locale);
  return (
    <>
      <h3 className="race-row__name">
        {race.name}
        <span className="chip race-row__distance">{distanceLabel(race.distance, i18n)}</span>
      </h3>
      <p className="race-row__start">
        <Trans>
          Start: <time dateTime={race.startsAt}>{startsAt}</time>, Moscow time
        </Trans>
      </p>
    </>
  );
}

/**
 * A race of an event that is over: that it took place and when, and a link to its table once the
 * results are published. Nothing to register, pay, give or add to a calendar.
 */
function FinishedRaceRow(props: {
  event: EventPage;
  race: EventPageRace;
  resultsPublished: boolean;
}) {
  const locale = useAppSelector(selectLocale);
  const { event, race } = props;
  const date = formatMoscowDateIn(race.startsAt, locale);
  return (
    <li className="race-row card">
      <div className="race-row__main">
        <RaceRowHeading race={race} />
      </div>
      <div className="race-row__actions">
        <p className="race-row__note">
          <strong>
            <Trans>Finished</Trans>
          </strong>{" "}
          <Trans>The race took place on {date}.</Trans>
        </p>
        {props.resultsPublished && (
          <Link
            to="/results/$eventCode/$raceCode"
            params={{ eventCode: event.code, raceCode: race.code }}
            className="btn btn--secondary"
          >
            <Trans>Results</Trans>
            <span className="visually-hidden">: {race.name}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function RaceRow(props: {
  event: EventPage;
  race: EventPageRace;
  standings: readonly MyEventRegistration[] | null;
}) {
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { event, race } = props;
  const price = formatRub(race.priceKopecks, locale);
  const next = race.nextTier;
  const nextDate = next ? formatMoscowDateIn(next.startsAt, locale) : "";
  const nextPrice = next ? formatRub(next.priceKopecks, locale) : "";
  const raceAction =
    race.availability === "open" ? (
      <Link
        to="/$eventCode/$raceCode/register"
        params={{ eventCode: event.code, raceCode: race.code }}
        className="btn btn--primary"
      >
        <Trans>Register</Trans>
        <span className="visually-hidden">: {race.name}</span>
      </Link>
    ) : (
      <AvailabilityNote race={race} locale={locale} />
    );
  return (
    <li className="race-row card">
      <div className="race-row__main">
        <RaceRowHeading race={race} />
        <span className={`badge ${PLACES_BADGE[race.placesLeft.state]}`}>
          {i18n._(placesLeftLabel(race.placesLeft))}
        </span>
      </div>
      <div className="race-row__price">
        <span className="race-row__amount">
          {race.priceKopecks === 0 ? <Trans>Free</Trans> : price}
        </span>
        {next && race.priceKopecks > 0 && (
          <span className="race-row__next">
            <Trans>
              {nextPrice} from {nextDate}
            </Trans>
          </span>
        )}
      </div>
      <div className="race-row__actions">
        {/* The person's own registration for this race comes before the race's state (SPEC §4);
            until their standing is read (or its code loads) the race shows what everyone sees. */}
        {props.standings ? (
          <Suspense fallback={raceAction}>
            <RaceStandingOr
              standings={props.standings}
              eventCode={event.code}
              raceCode={race.code}
              raceName={race.name}
            >
              {raceAction}
            </RaceStandingOr>
          </Suspense>
        ) : (
          raceAction
        )}
        <GiveGiftLink eventCode={event.code} race={race} />
        <CalendarButton event={event} race={race} />
      </div>
    </li>
  );
}

/**
 * The event's races. `over` (the event has ended, eventIsOver) turns each into a finished race:
 * no places, prices or actions, and `resultsPublished` adds the link to each race's results.
 */
export function RacesSection(props: {
  event: EventPage;
  over: boolean;
  resultsPublished: boolean;
}) {
  const standings = useRaceStandings(props.event.code);
  return (
    <section className="event-section" id="races" aria-labelledby="races-title">
      <h2 className="event-section__title" id="races-title">
        <Trans>Distances</Trans>
      </h2>
      {props.event.races.length === 0 ? (
        <p className="event-section__empty">
          <Trans>The organizer has not published the distances yet.</Trans>
        </p>
      ) : (
        <ul className="race-list">
          {props.event.races.map((race) =>
            props.over ? (
              <FinishedRaceRow
                key={race.code}
                event={props.event}
                race={race}
                resultsPublished={props.resultsPublished}
              />
            ) : (
              <RaceRow key={race.code} event={props.event} race={race} standings={standings} />
            ),
          )}
        </ul>
      )}
      {!props.over && (
        <p className="event-section__hint">
          <Trans>Prices include the service fee, as the order charges them.</Trans>
        </p>
      )}
    </section>
  );
}
