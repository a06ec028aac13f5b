import { createFileRoute } from "@tanstack/react-router";
import { OstrovokPage } from "../features/pages/partner-pages";
import { prefetchSitePage } from "../features/pages/pages-queries";

/** The hotel partner's page wears its own co-branded layout (SPEC §2 route meta). */
export const Route = createFileRoute("/ostrovok")({
  staticData: { layout: "ostrovok" },
  loader: ({ context }) => prefetchSitePage(context, "ostrovok"),
  component: OstrovokPage,
});
