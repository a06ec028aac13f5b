import { appErrorCode } from "@reg/api";
import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { EventResultsPage } from "../features/results/event-results-page";

export const Route = createFileRoute("/results/$eventCode/")({
  staticData: { layout: "default" },
  loader: async ({ context, params }) => {
    const locale = selectLocale(context.store.getState());
    try {
      await context.queryClient.ensureQueryData(
        context.api.results.event.queryOptions({ eventCode: params.eventCode, language: locale }),
      );
    } catch (error) {
      const code = appErrorCode(error);
      if (code === "NOT_FOUND" || code === "VALIDATION_FAILED") throw notFound();
      throw error;
    }
  },
  component: EventResultsPage,
});
