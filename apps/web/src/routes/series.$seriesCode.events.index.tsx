import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/series/{code}/events` opens the upcoming tab (SPEC §2). */
export const Route = createFileRoute("/series/$seriesCode/events/")({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: "/series/$seriesCode/events/$type",
      params: { seriesCode: params.seriesCode, type: "future" },
      replace: true,
    });
  },
});
