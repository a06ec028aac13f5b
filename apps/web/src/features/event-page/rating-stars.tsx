import { Trans, useLingui } from "@lingui/react/macro";

/** The event's star rating out of five and whether the platform approved it (SPEC §3). */
export function RatingStars(props: { rating: number; approved: boolean }) {
  const { i18n, t } = useLingui();
  const value = i18n.number(props.rating, { maximumFractionDigits: 1 });
  return (
    <span className="event-rating">
      <span aria-hidden="true">★</span> {value}
      <span className="visually-hidden">
        <Trans>out of 5</Trans>
      </span>
      {props.approved && (
        <span className="event-rating__approved" title={t`Rating approved by the platform`}>
          <span aria-hidden="true">✓</span> <Trans>Approved</Trans>
        </span>
      )}
    </span>
  );
}
