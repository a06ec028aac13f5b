import { createFileRoute } from "@tanstack/react-router";
import { GiftRedeemPage } from "../../../features/gifts/gift-redeem-page";

/** `/gift?code=`: redeem a gift (decision 0031), behind the login gate of `_authed`. */
export const Route = createFileRoute("/_authed/gift/")({
  validateSearch: (search: Record<string, unknown>): { code: string } => ({
    code: typeof search.code === "string" ? search.code.slice(0, 40) : "",
  }),
  component: GiftRedeemRoute,
});

function GiftRedeemRoute() {
  const { code } = Route.useSearch();
  return <GiftRedeemPage code={code} />;
}
