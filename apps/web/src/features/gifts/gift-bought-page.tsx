import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { GiftCodeBox, GiftPayment, giftRaceLabel } from "@reg/registration";
import { ErrorState, NotFoundState, FullPageLoader } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { GiftSteps } from "./gift-steps";
import { GiftStateText } from "./gift-state-text";
import "./gifts.css";

/**
 * `/gift/bought/{giftId}`: the buyer's gift. Awaiting payment, the payment step; paid, the
 * success screen with the code, a copy button and the printable card. Someone else's id is
 * "not found", as core answers it.
 */
export function GiftBoughtPage(props: { giftId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const locale = useAppSelector(selectLocale);
  const gift = useQuery(trpc.gifts.get.queryOptions({ giftId: props.giftId }));
  if (gift.isError) {
    const notFound = (gift.error as { data?: { appCode?: string } }).data?.appCode === "NOT_FOUND";
    return (
      <div className="container page gift-page">
        {notFound ? (
          <NotFoundState
            homeLink={
              <Link to="/account" className="btn btn--primary">
                <Trans>My account</Trans>
              </Link>
            }
          />
        ) : (
          <>
            <h1 className="page__title">
              <Trans>Gift</Trans>
            </h1>
            <ErrorState variant="section" headingLevel={2} onRetry={() => void gift.refetch()} />
          </>
        )}
      </div>
    );
  }
  if (!gift.data) return <FullPageLoader />;
  const data = gift.data;
  const names = giftRaceLabel(data.race, locale);
  const paid = data.code !== null;
  return (
    <div className="container page gift-page">
      <h1 className="page__title">
        {paid ? <Trans>Your gift is ready</Trans> : <Trans>Pay for the gift</Trans>}
      </h1>
      <GiftSteps current={paid ? "code" : "payment"} />
      <p className="gift-page__race">
        {names.race} — {names.event}
      </p>
      {paid && data.code !== null ? (
        <section className="card card--padded gift-step" aria-labelledby="gift-ready-heading">
          <h2 className="gift-step__title" id="gift-ready-heading">
            <GiftStateText state={data.state} recipientName={data.recipientName} />
          </h2>
          <GiftCodeBox giftId={data.giftId} code={data.code} />
          <p className="gift-step__text">
            <Trans>
              Give the code or the printed card to the person: they enter it on the Gift page, fill
              in their own form and are registered, already paid. The code works once, until the
              start. We have also sent it to your e-mail.
            </Trans>
          </p>
        </section>
      ) : data.state === "awaitingPayment" || data.state === "paymentExpired" ? (
        <GiftPayment
          registrationId={data.registrationId}
          doneHref={`/gift/bought/${data.giftId}`}
          onBack={() => router.history.back()}
          onPaid={() => void gift.refetch()}
        />
      ) : (
        <p className="gift-step__text">
          <GiftStateText state={data.state} recipientName={data.recipientName} />
        </p>
      )}
    </div>
  );
}
