import { useLingui } from "@lingui/react/macro";
import { SitePageView } from "./site-page";

/** /nbd: the New Charity Movement, the platform's charity partner page (docs/decisions/0020). */
export function NbdPage() {
  const { t } = useLingui();
  return <SitePageView slug="nbd" fallbackTitle={t`New Charity Movement`} />;
}

/** /ostrovok: the hotel-booking partner, inside its own co-branded layout (route meta). */
export function OstrovokPage() {
  const { t } = useLingui();
  return (
    <SitePageView slug="ostrovok" fallbackTitle={t`Hotels with Ostrovok`} variant="ostrovok" />
  );
}
