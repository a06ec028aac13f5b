import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { EventsRatingPage } from "../features/pages/events-rating-page";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Home/EventsRating")({
  loader: ({ context }) => {
    prefetchSitePage(context, "events-rating");
    const language = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(
      context.api.pages.eventsRating.queryOptions({ language }),
    );
  },
  component: EventsRatingPage,
});
