import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { formatGiftCode } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { giftRaceLabel } from "@reg/registration";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { GiftStateText } from "./gift-state-text";
import "./gifts.css";

/**
 * The account's "Gifts" (decision 0031): the gifts the person bought, each with its state (and
 * its code while nobody has redeemed it), and the ones they received; a way to redeem a code.
 */
export function GiftsSection() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const gifts = useQuery(trpc.gifts.mine.queryOptions());
  const bought = gifts.data?.bought ?? [];
  const received = gifts.data?.received ?? [];
  return (
    <section className="card card--padded gifts-section" aria-labelledby="gifts-heading">
      <div className="gifts-section__head">
        <h2 className="gifts-section__title" id="gifts-heading">
          <Trans>Gifts</Trans>
        </h2>
        <Link to="/gift" search={{ code: "" }} className="btn btn--secondary">
          <Trans>Redeem a gift</Trans>
        </Link>
      </div>
      {gifts.data && bought.length === 0 && received.length === 0 && (
        <p className="gifts-section__empty">
          <Trans>
            No gifts yet. Give a race to a friend: choose a race and press “Give as a gift”.
          </Trans>
        </p>
      )}
      {bought.length > 0 && (
        <>
          <h3 className="gifts-section__subtitle">
            <Trans>Gifts I gave</Trans>
          </h3>
          <ul className="gifts-section__list">
            {bought.map((gift) => {
              const names = giftRaceLabel(gift.race, locale);
              return (
                <li key={gift.giftId} className="gift-row" data-testid="gift-bought">
                  <div className="gift-row__main">
                    <Link
                      to="/gift/bought/$giftId"
                      params={{ giftId: gift.giftId }}
                      className="gift-row__race"
                    >
                      {names.race} — {names.event}
                    </Link>
                    <span className={`gift-row__state gift-row__state--${gift.state}`}>
                      <GiftStateText state={gift.state} recipientName={gift.recipientName} />
                    </span>
                  </div>
                  {gift.state === "unredeemed" && gift.code !== null && (
                    <code className="gift-row__code">{formatGiftCode(gift.code)}</code>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {received.length > 0 && (
        <>
          <h3 className="gifts-section__subtitle">
            <Trans>Gifts I received</Trans>
          </h3>
          <ul className="gifts-section__list">
            {received.map((gift) => {
              const names = giftRaceLabel(gift.race, locale);
              return (
                <li key={gift.registrationId} className="gift-row" data-testid="gift-received">
                  <div className="gift-row__main">
                    <span className="gift-row__race">
                      {names.race} — {names.event}
                    </span>
                    <span className="gift-row__state gift-row__state--redeemed">
                      <Trans>From {gift.cardName} · registered, paid</Trans>
                    </span>
                  </div>
                  {gift.message !== "" && <p className="gift-row__message">«{gift.message}»</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
