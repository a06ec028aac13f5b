import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { StartListTab } from "../features/event-page/start-list-tab";
import {
  startListInputOf,
  validateStartListSearch,
} from "../features/event-page/start-list-search";

export const Route = createFileRoute("/event/$code/startlist")({
  staticData: { layout: "default" },
  validateSearch: validateStartListSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => {
    const locale = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.events.startList.queryOptions(startListInputOf(params.code, locale, deps.search)),
    );
  },
  component: StartListTab,
});
