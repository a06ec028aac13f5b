import { createFileRoute } from "@tanstack/react-router";
import { GiftBoughtPage } from "../../../features/gifts/gift-bought-page";

/** `/gift/bought/{giftId}`: the buyer's gift — its payment, then its code (decision 0031). */
export const Route = createFileRoute("/_authed/gift/bought/$giftId")({
  component: GiftBoughtRoute,
});

function GiftBoughtRoute() {
  const { giftId } = Route.useParams();
  return <GiftBoughtPage giftId={giftId} />;
}
