import { isRaceAddress } from "@reg/registration";
import { createFileRoute, notFound } from "@tanstack/react-router";

/** Registration (SPEC §2): the order layout, behind the login gate of `_authed`. */
export const Route = createFileRoute("/_authed/$eventCode/$raceCode/register")({
  staticData: { layout: "order" },
  beforeLoad: ({ params }) => {
    if (!isRaceAddress(params)) throw notFound();
  },
});
