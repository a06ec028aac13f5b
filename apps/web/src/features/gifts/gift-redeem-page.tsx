import { Trans } from "@lingui/react/macro";
import { GiftRedeem } from "@reg/registration";
import { MY_REGISTRATIONS_HREF } from "../registration/registration-links";
import "./gifts.css";

/** `/gift?code=`: redeem a gift — behind the login gate, so the recipient has an account. */
export function GiftRedeemPage(props: { code: string }) {
  return (
    <div className="container page gift-page">
      <h1 className="page__title">
        <Trans>Redeem a gift</Trans>
      </h1>
      <GiftRedeem initialCode={props.code} accountHref={MY_REGISTRATIONS_HREF} />
    </div>
  );
}
