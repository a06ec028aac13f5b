import { Trans } from "@lingui/react/macro";
import { selectUser, useAppSelector } from "@reg/front";
import { GiftBuy } from "@reg/registration";
import { useNavigate } from "@tanstack/react-router";
import { GiftSteps } from "./gift-steps";
import "./gifts.css";

/** `/{eventCode}/{raceCode}/gift`: "Give as a gift" — the card's text, then the gift's payment. */
export function GiftBuyPage(props: { eventCode: string; raceCode: string }) {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  return (
    <div className="container page gift-page">
      <h1 className="page__title">
        <Trans>Give a race as a gift</Trans>
      </h1>
      <GiftSteps current="card" />
      <GiftBuy
        race={{ eventCode: props.eventCode, raceCode: props.raceCode }}
        initialName={user?.firstName ?? ""}
        onBought={(gift) =>
          void navigate({ to: "/gift/bought/$giftId", params: { giftId: gift.giftId } })
        }
      />
    </div>
  );
}
