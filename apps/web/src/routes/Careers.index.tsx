import { selectLocale } from "@reg/front";
import { createFileRoute } from "@tanstack/react-router";
import { CareersPage } from "../features/pages/careers-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Careers/")({
  loader: ({ context }) => {
    prefetchSitePage(context, "careers");
    const language = selectLocale(context.store.getState());
    void context.queryClient.prefetchQuery(context.api.pages.careers.queryOptions({ language }));
  },
  component: CareersPage,
});
