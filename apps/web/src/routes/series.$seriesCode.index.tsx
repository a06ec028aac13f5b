import { createFileRoute } from "@tanstack/react-router";
import { SeriesOverview } from "../features/series/series-overview";

export const Route = createFileRoute("/series/$seriesCode/")({
  staticData: { layout: "default" },
  component: SeriesOverview,
});
