import { Trans } from "@lingui/react/macro";
import {
  formatMoscowTime,
  raceStanding,
  type MyEventRegistration,
  type RaceStanding,
} from "@reg/domain";
import { ResumeLink } from "@reg/registration/resume";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * The race's note for the person's standing in it, or `children` (the race's register button or
 * availability) when they have none. Loaded lazily by the races section, once a session has read
 * the person's registrations.
 */
export function RaceStandingOr(props: {
  standings: readonly MyEventRegistration[];
  eventCode: string;
  raceCode: string;
  raceName: string;
  children: ReactNode;
}) {
  const { eventCode, raceCode } = props;
  const standing = raceStanding(props.standings, { eventCode, raceCode });
  if (!standing) return props.children;
  return (
    <RaceStandingNote
      standing={standing}
      eventCode={eventCode}
      raceCode={raceCode}
      raceName={props.raceName}
    />
  );
}

/**
 * In place of a race's "Register" for a person who already stands in it: registered (a link to
 * their registrations), an order awaiting payment ("Pay", with the window's end), a draft
 * ("Continue"), an expired order that may be paid again ("Repeat payment"). Each action opens the
 * register route, which resumes that registration.
 */
export function RaceStandingNote(props: {
  standing: RaceStanding;
  eventCode: string;
  raceCode: string;
  raceName: string;
}) {
  const { standing, raceName, eventCode, raceCode } = props;
  const forRace = <span className="visually-hidden">: {raceName}</span>;
  switch (standing.kind) {
    case "registered":
      return (
        <div className="race-standing race-standing--registered">
          <p className="race-standing__text">
            <span className="badge badge--success">
              <Trans>You are registered</Trans>
            </span>
          </p>
          <Link to="/account" className="btn btn--secondary">
            <Trans>My registration</Trans>
            {forRace}
          </Link>
        </div>
      );
    case "awaitingPayment": {
      const deadline = formatMoscowTime(standing.deadline);
      return (
        <div className="race-standing">
          <p className="race-standing__text">
            <span className="badge badge--warning">
              <Trans>Awaiting payment</Trans>
            </span>{" "}
            <Trans>Pay by {deadline}, Moscow time, or the place is released.</Trans>
          </p>
          <ResumeLink
            way={{ kind: "pay" }}
            eventCode={eventCode}
            raceCode={raceCode}
            suffix={forRace}
          />
        </div>
      );
    }
    case "draft":
      return (
        <div className="race-standing">
          <p className="race-standing__text">
            <Trans>You have an unfinished registration for this race.</Trans>
          </p>
          <ResumeLink
            way={{ kind: "continue" }}
            eventCode={eventCode}
            raceCode={raceCode}
            suffix={forRace}
          />
        </div>
      );
    case "repeatPayment":
      return (
        <div className="race-standing">
          <p className="race-standing__text">
            <Trans>The time to pay for your order is over, and the race still has a place.</Trans>
          </p>
          <ResumeLink
            way={{ kind: "repeatPayment", registrationId: standing.registrationId }}
            eventCode={eventCode}
            raceCode={raceCode}
            suffix={forRace}
          />
        </div>
      );
  }
}
