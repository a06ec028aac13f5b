import { createFakeTrpcClient } from "@reg/api/testing";
import type { Locale, Training, Trainings } from "@reg/domain";
import { createAppStore } from "@reg/front";
import { activateLocale } from "@reg/i18n";
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

/** The test's answer per procedure ("trainings.sync"…); a call without one fails the test. */
export type TrainingsAnswers = Record<string, (input: unknown) => Promise<unknown>>;

/** Wednesday 5 March 2025, 12:00 in Moscow: the tests' "now" (the week began on Monday the 3rd). */
export const NOW = "2025-03-05T09:00:00.000Z";

let sequence = 0;
export function training(overrides: Partial<Training> = {}): Training {
  sequence += 1;
  return {
    id: `5f0c7a3e-1b2d-4c5e-8f9a-${String(sequence).padStart(12, "0")}`,
    sport: "run",
    name: "Morning run",
    startedAt: "2025-03-05T05:00:00.000Z",
    distanceMeters: 10_180,
    movingSeconds: 3_105,
    elevationGainMeters: 120,
    ...overrides,
  };
}

/**
 * Four trainings, newest first: a run this Wednesday (5:05 /km, 120 m up), a swim on Monday
 * (2:01 /100 m), a ride ten days ago (28.4 km/h) and a walk forty days ago (in neither total).
 */
export function fourTrainings(): Training[] {
  return [
    training({ name: "Morning run" }),
    training({
      sport: "swim",
      name: "Pool",
      startedAt: "2025-03-03T04:00:00.000Z",
      distanceMeters: 1_500,
      movingSeconds: 1_815,
      elevationGainMeters: 0,
    }),
    training({
      sport: "ride",
      name: "Long ride",
      startedAt: "2025-02-23T08:00:00.000Z",
      distanceMeters: 45_440,
      movingSeconds: 5_760,
      elevationGainMeters: null,
    }),
    training({
      sport: "walk",
      name: "Park walk",
      startedAt: "2025-01-24T10:00:00.000Z",
      distanceMeters: 4_000,
      movingSeconds: 2_700,
      elevationGainMeters: 15,
    }),
  ];
}

export function connectedPage(trainings: Training[] = fourTrainings()): Trainings {
  return {
    tracker: {
      provider: "strava",
      athleteName: "Anna Runner",
      connectedAt: "2025-03-01T07:00:00.000Z",
      lastSyncedAt: "2025-03-05T06:30:00.000Z",
    },
    trainings,
  };
}

export const NOT_CONNECTED: Trainings = { tracker: null, trainings: [] };

/**
 * Mounts `element` at /account/trainings with the app's providers, a router that knows the pages
 * it links to, and a fake tRPC client answering from `answers`; the calls are recorded.
 */
export async function mountTrainings(
  element: ReactElement,
  answers: TrainingsAnswers,
  locale: Locale = "en",
) {
  activateLocale(locale);
  const calls: { path: string; input: unknown }[] = [];
  const client = createFakeTrpcClient(async (path, input) => {
    calls.push({ path, input });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(input);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const pages = ["/account/trainings", "/account"].map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: path === "/account/trainings" ? () => element : () => null,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: ["/account/trainings"] }),
  });
  const mounted = await mountRouted(router, {
    store: createAppStore({ locale }),
    queryClient,
    trpcClient: client,
  });
  return { mounted, container: mounted.container, calls };
}
