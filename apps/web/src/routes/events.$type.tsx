import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { eventListTabSchema } from "@reg/domain";
import { EventListPage } from "../features/event-list/event-list-page";
import {
  listQueryOf,
  mapQueryOf,
  validateEventListSearch,
} from "../features/event-list/list-search";

export const Route = createFileRoute("/events/$type")({
  staticData: { layout: "default" },
  validateSearch: validateEventListSearch,
  // An unknown tab is an address that does not exist, not an empty list.
  params: {
    parse: (params) => {
      const tab = eventListTabSchema.safeParse(params.type);
      if (!tab.success) throw notFound();
      return { type: tab.data };
    },
    stringify: (params) => ({ type: params.type }),
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => {
    // Warm the cache without holding the page back: the page shows skeletons until data arrives.
    const locale = selectLocale(context.store.getState());
    const { queryClient, api } = context;
    if (deps.search.view === "map") {
      void queryClient.prefetchQuery(
        api.events.mapPoints.queryOptions(mapQueryOf(deps.search, locale, params.type)),
      );
    } else {
      void queryClient.prefetchQuery(
        api.events.list.queryOptions(listQueryOf(deps.search, locale, params.type)),
      );
    }
    void queryClient.prefetchQuery(api.events.compilations.queryOptions({ language: locale }));
  },
  component: EventListPage,
});
