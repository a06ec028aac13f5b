import { createFileRoute } from "@tanstack/react-router";
import { AboutPage } from "../features/pages/about-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/Home/About/")({
  loader: ({ context }) => prefetchSitePage(context, "about"),
  component: AboutPage,
});
