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
import { Link, useRouteContext } from "@tanstack/react-router";
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
  const { standing, distance } = props;
  const params = { eventCode: props.eventCode, raceCode: props.raceCode };
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
        <Link
          className="btn btn--primary"
          to="/$eventCode/$raceCode/register"
          params={params}
          search={{ step: "payment" }}
        >
          <Trans>
            Pay: {distance} (until {deadline})
          </Trans>
        </Link>
      );
    }
    case "draft":
      return (
        <Link className="btn btn--primary" to="/$eventCode/$raceCode/register" params={params}>
          <Trans>Continue: {distance}</Trans>
        </Link>
      );
    case "repeatPayment":
      return (
        <Link
          className="btn btn--primary"
          to="/$eventCode/$raceCode/register"
          params={params}
          search={{ step: "payment", registrationId: standing.registrationId }}
        >
          <Trans>Repeat payment: {distance}</Trans>
        </Link>
      );
  }
}
