import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { SeriesEvents } from "../features/series/series-events";
import { isSeriesEventTab, seriesListInput } from "../features/series/series-tabs";

export const Route = createFileRoute("/series/$seriesCode/events/$type")({
  staticData: { layout: "default" },
  // An unknown tab is an address that does not exist, not an empty list.
  params: {
    parse: (params) => {
      if (!isSeriesEventTab(params.type)) throw notFound();
      return { type: params.type };
    },
    stringify: (params) => ({ type: params.type }),
  },
  loader: ({ context, params }) => {
    const locale = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.events.list.queryOptions(seriesListInput(params.seriesCode, params.type, locale)),
    );
  },
  component: SeriesEvents,
});
