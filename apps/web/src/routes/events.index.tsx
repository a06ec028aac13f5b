import { createFileRoute, redirect } from "@tanstack/react-router";
import { DEFAULT_EVENT_LIST_TAB } from "@reg/domain";

/** `/events` opens the future tab (SPEC §2), keeping whatever filters the address carried. */
export const Route = createFileRoute("/events/")({
  beforeLoad: ({ search }) => {
    throw redirect({
      to: "/events/$type",
      params: { type: DEFAULT_EVENT_LIST_TAB },
      search,
      replace: true,
    });
  },
});
