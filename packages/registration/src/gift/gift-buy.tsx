import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { formatMoscowDateTime, formatRub, type BoughtGift } from "@reg/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRegistrationReads, type RaceRef } from "../data/registration-reads";
import { StepPending } from "../step-pending";
import { useLocale } from "../use-locale";
import { GiftCardTextForm } from "./gift-card-text-form";

/**
 * "Give as a gift", the wizard's first step (decision 0031): the race and its price, the card's
 * text; sent, the gift is bought (its slot held for the payment window) and the page moves on
 * to its payment.
 */
export function GiftBuy(props: {
  race: RaceRef;
  initialName: string;
  onBought: (gift: BoughtGift) => void;
}) {
  const trpc = useTRPC();
  const locale = useLocale();
  const reads = useRegistrationReads();
  const init = useQuery(reads.init(props.race));
  const buy = useMutation(trpc.gifts.buy.mutationOptions());
  if (!init.data) return <StepPending read={init} />;
  const { event, race, price } = init.data;
  return (
    <section className="card card--padded gift-step" aria-labelledby="gift-buy-heading">
      <h2 className="gift-step__title" id="gift-buy-heading">
        <Trans>The gift card</Trans>
      </h2>
      <dl className="gift-race">
        <div>
          <dt>
            <Trans>Event</Trans>
          </dt>
          <dd>{event.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Race</Trans>
          </dt>
          <dd>{race.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Start</Trans>
          </dt>
          <dd>{formatMoscowDateTime(new Date(race.startsAt))}</dd>
        </div>
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{formatRub(price.currentKopecks, locale)}</dd>
        </div>
      </dl>
      <p className="gift-step__text">
        <Trans>
          You pay for a place in this race; the person you give it to gets a code, fills in their
          own form and is registered. The place is held for them even if the race sells out, until
          the start.
        </Trans>
      </p>
      <GiftCardTextForm
        initialName={props.initialName}
        onSubmit={async (text) => {
          props.onBought(await buy.mutateAsync({ ...props.race, ...text }));
        }}
      />
    </section>
  );
}
