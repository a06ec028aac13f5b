import { createFakeTrpcClient } from "@reg/api/testing";
import type { EventCard, EventPage, EventPageRace, Locale } from "@reg/domain";
import { createAppStore } from "@reg/front";
import { activateLocale } from "@reg/i18n";
import type { Mounted } from "@reg/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from "@tanstack/react-router";
import type { ReactElement } from "react";
import { mountRouted } from "../../testing/mount-routed";

/** Far from any test run's clock, so "over" and "to come" hold whenever the tests run. */
export const LONG_AGO = { startsAt: "2020-10-31T05:00:00Z", endsAt: "2020-10-31T12:00:00Z" };
export const FAR_AHEAD = { startsAt: "2099-10-31T05:00:00Z", endsAt: "2099-10-31T12:00:00Z" };

export function cardOf(overrides: Partial<EventCard> = {}): EventCard {
  return {
    code: "kazan-marathon",
    name: "Kazan Marathon",
    sportType: "run",
    city: "Kazan",
    ...FAR_AHEAD,
    distances: [{ value: 42.195, unit: "km" }],
    placesLeft: { state: "count", count: 130 },
    priceFromKopecks: 273_000,
    isFree: false,
    isOnline: false,
    rating: 4.6,
    ratingApproved: true,
    seriesCode: null,
    daysUntilPriceIncrease: 3,
    imageUrl: null,
    ...overrides,
  };
}

export function raceOf(overrides: Partial<EventPageRace> = {}): EventPageRace {
  return {
    code: "marathon",
    name: "Marathon",
    distance: { value: 42.195, unit: "km" },
    startsAt: FAR_AHEAD.startsAt,
    priceKopecks: 409_500,
    nextTier: null,
    placesLeft: { state: "count", count: 130 },
    availability: "open",
    registrationOpensAt: "2099-01-01T00:00:00Z",
    registrationClosesAt: "2099-10-30T00:00:00Z",
    minAge: 18,
    maxAge: 99,
    isRelay: false,
    ...overrides,
  };
}

export function eventPageOf(overrides: Partial<EventPage> = {}): EventPage {
  return {
    code: "kazan-marathon",
    name: "Kazan Marathon",
    description: "",
    sportType: "run",
    ...FAR_AHEAD,
    city: "Kazan",
    location: "Millennium Square",
    coordinates: null,
    imageUrl: null,
    websiteUrl: null,
    isOnline: false,
    hasLiveStream: false,
    liveStreamUrl: null,
    fastIdentification: false,
    rating: null,
    ratingApproved: false,
    resultsState: "none",
    series: null,
    races: [raceOf()],
    options: [],
    program: [],
    contacts: { email: null, phone: null, telegram: null },
    startPack: null,
    documents: [],
    beneficiary: null,
    qualifiesForTaxDeduction: false,
    ...overrides,
  };
}

/** The portal's addresses these screens link to, so the router builds their links. */
const LINKED_PATHS = [
  "/event/$code",
  "/results/$eventCode",
  "/results/$eventCode/$raceCode",
  "/clubs/$clubCode",
  "/$eventCode/$raceCode/register",
  "/$eventCode/$raceCode/gift",
];

/**
 * Mounts `Screen` at `path` (one of LINKED_PATHS, or its own pattern `route`) with the app's
 * providers: the store in `locale`, a memory router, and a tRPC client answering from `answers`
 * (a call without one fails the test).
 */
export async function mountScreen(
  Screen: () => ReactElement,
  options: {
    route: string;
    path: string;
    locale?: Locale;
    answers?: Record<string, (input: unknown) => Promise<unknown>>;
  },
): Promise<Mounted> {
  const locale = options.locale ?? "en";
  activateLocale(locale);
  const answers = options.answers ?? {};
  const client = createFakeTrpcClient(async (path, input) => {
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(input);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ locale });
  const root = createRootRoute({ component: Outlet });
  const paths = [...new Set([options.route, ...LINKED_PATHS])];
  const router = createRouter({
    routeTree: root.addChildren(
      paths.map((path) =>
        createRoute({
          getParentRoute: () => root,
          path,
          component: path === options.route ? Screen : () => null,
        }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });
  return mountRouted(router, { store, queryClient, trpcClient: client });
}
