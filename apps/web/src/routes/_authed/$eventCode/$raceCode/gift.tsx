import { isRaceAddress } from "@reg/registration";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { GiftBuyPage } from "../../../../features/gifts/gift-buy-page";

/** "Give as a gift" (decision 0031): behind the login gate of `_authed`, in the order layout. */
export const Route = createFileRoute("/_authed/$eventCode/$raceCode/gift")({
  staticData: { layout: "order" },
  beforeLoad: ({ params }) => {
    if (!isRaceAddress(params)) throw notFound();
  },
  component: GiftBuyRoute,
});

function GiftBuyRoute() {
  const params = Route.useParams();
  return <GiftBuyPage eventCode={params.eventCode} raceCode={params.raceCode} />;
}
