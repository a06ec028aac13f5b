import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { upcomingEventsInput } from "../features/home/home-queries";

export const Route = createFileRoute("/")({
  staticData: { layout: "default" },
  loader: ({ context }) => {
    // Warm the cache without holding the page back: the page shows skeletons until data arrives.
    const locale = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.events.list.queryOptions(upcomingEventsInput(locale)),
    );
    void context.queryClient.prefetchQuery(context.api.events.liveCount.queryOptions());
  },
  component: HomePage,
});
