import { createFileRoute } from "@tanstack/react-router";
import { AboutParticipantsPage } from "../features/pages/about-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Home/About/participants")({
  loader: ({ context }) => prefetchSitePage(context, "about-participants"),
  component: AboutParticipantsPage,
});
