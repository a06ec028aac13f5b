import { createFileRoute } from "@tanstack/react-router";
import { NbdPage } from "../features/pages/partner-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

export const Route = createFileRoute("/nbd")({
  loader: ({ context }) => prefetchSitePage(context, "nbd"),
  component: NbdPage,
});
