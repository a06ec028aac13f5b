import { appErrorCode } from "@reg/api";
import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { RaceResultsPage } from "../features/results/race-results-page";
import { raceResultsInput, validateRaceResultsSearch } from "../features/results/results-search";

export const Route = createFileRoute("/results/$eventCode/$raceCode")({
  staticData: { layout: "default" },
  validateSearch: validateRaceResultsSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps }) => {
    const locale = selectLocale(context.store.getState());
    const { api, queryClient } = context;
    // The race picker's list; the table itself decides whether the address exists.
    void queryClient.prefetchQuery(
      api.results.event.queryOptions({ eventCode: params.eventCode, language: locale }),
    );
    try {
      await queryClient.ensureQueryData(
        api.results.race.queryOptions(raceResultsInput(params, deps.search, locale)),
      );
    } catch (error) {
      const code = appErrorCode(error);
      if (code === "NOT_FOUND" || code === "VALIDATION_FAILED") throw notFound();
      throw error;
    }
  },
  component: RaceResultsPage,
});
