import { appErrorCode } from "@reg/api";
import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { SeriesLayout } from "../features/series/series-layout";

export const Route = createFileRoute("/series/$seriesCode")({
  staticData: { layout: "default" },
  // The head (name, season, tabs) needs the series; an unknown or malformed code is the not-found page.
  loader: async ({ context, params }) => {
    const locale = selectLocale(context.store.getState());
    try {
      await context.queryClient.ensureQueryData(
        context.api.series.page.queryOptions({ code: params.seriesCode, language: locale }),
      );
    } catch (error) {
      const code = appErrorCode(error);
      if (code === "NOT_FOUND" || code === "VALIDATION_FAILED") throw notFound();
      throw error;
    }
  },
  component: SeriesLayout,
});
