import { appErrorCode } from "@reg/api";
import { selectLocale } from "@reg/front";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { EventPageLayout } from "../features/event-page/event-page-layout";

export const Route = createFileRoute("/event/$code")({
  staticData: { layout: "default" },
  // The page's head (name, dates, tabs) needs the event; an unknown code is the not-found page.
  loader: async ({ context, params }) => {
    const locale = selectLocale(context.store.getState());
    try {
      await context.queryClient.ensureQueryData(
        context.api.events.page.queryOptions({ code: params.code, language: locale }),
      );
    } catch (error) {
      const code = appErrorCode(error);
      if (code === "NOT_FOUND" || code === "VALIDATION_FAILED") throw notFound();
      throw error;
    }
  },
  component: EventPageLayout,
});
