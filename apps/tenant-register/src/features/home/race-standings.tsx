import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import {
  formatMoscowTime,
  MY_EVENT_REGISTRATIONS_MAX_EVENTS,
  type MyEventRegistration,
  type RaceStanding,
} from "@reg/domain";
import { selectUser, useAppSelector } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { ResumeLink } from "@reg/registration/resume";
import { useRouteContext } from "@tanstack/react-router";
import { portalAccountHref } from "../registration/portal-links";

/**
 * The signed-in person's registrations at the listed events, in one read once the list is there
 * (a visitor, or a failed read, sees the list as everyone does): null until it answers.
 */
export function useRaceStandings(
  eventCodes: readonly string[],
): readonly MyEventRegistration[] | null {
  const trpc = useTRPC();
  const user = useAppSelector(selectUser);
  const signedIn = user?.isAuthorized === true;
  const codes = eventCodes.slice(0, MY_EVENT_REGISTRATIONS_MAX_EVENTS);
  const read = useQuery(
    trpc.account.myEventRegistrations.queryOptions(
      { eventCodes: codes },
      { enabled: signedIn && codes.length > 0, staleTime: 0, retry: false },
    ),
  );
  return signedIn && read.data ? read.data.items : null;
}

/**
 * A race the person already stands in, in place of its "Register: 10 km": registered (their
 * registrations on the portal), awaiting payment ("Pay"), a draft ("Continue"), an expired order
 * that may be paid again ("Repeat payment"); each action opens the register route, which resumes it.
 */
export function RaceStandingLink(props: {
  standing: RaceStanding;
  eventCode: string;
  raceCode: string;
  distance: string;
}) {
  const { portalOrigin } = useRouteContext({ from: "__root__" });
  const { standing, distance, eventCode, raceCode } = props;
  switch (standing.kind) {
    case "registered":
      return (
        <a className="btn btn--secondary" href={portalAccountHref(portalOrigin)}>
          <Trans>You are registered: {distance}</Trans>
        </a>
      );
    case "awaitingPayment": {
      const deadline = formatMoscowTime(standing.deadline);
      return (
        <ResumeLink way={{ kind: "pay" }} eventCode={eventCode} raceCode={raceCode}>
          <Trans>
            Pay: {distance} (until {deadline})
          </Trans>
        </ResumeLink>
      );
    }
    case "draft":
      return (
        <ResumeLink way={{ kind: "continue" }} eventCode={eventCode} raceCode={raceCode}>
          <Trans>Continue: {distance}</Trans>
        </ResumeLink>
      );
    case "repeatPayment":
      return (
        <ResumeLink
          way={{ kind: "repeatPayment", registrationId: standing.registrationId }}
          eventCode={eventCode}
          raceCode={raceCode}
        >
          <Trans>Repeat payment: {distance}</Trans>
        </ResumeLink>
      );
  }
}
