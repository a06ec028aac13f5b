import { createFileRoute } from "@tanstack/react-router";
import { AboutOrganizersPage } from "../features/pages/about-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Home/About/organizers")({
  loader: ({ context }) => prefetchSitePage(context, "about-organizers"),
  component: AboutOrganizersPage,
});
