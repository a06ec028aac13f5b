import { createFileRoute } from "@tanstack/react-router";
import { EventOverview } from "../features/event-page/event-overview";

export const Route = createFileRoute("/event/$code/")({
  staticData: { layout: "default" },
  component: EventOverview,
});
