import { Trans, useLingui } from "@lingui/react/macro";
import { formatRub, type TaxExclusionReason, type TaxPreviewAnswer } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { formatTaxDay } from "./tax-form-values";

/** Why an amount is left out, in the person's words. */
export function ExclusionReasonText(props: { reason: TaxExclusionReason }) {
  switch (props.reason) {
    case "otherParticipant":
      return <Trans>someone else took part, not the person served</Trans>;
    case "paidBySomeoneElse":
      return <Trans>paid from someone else’s account</Trans>;
    case "notEntryFee":
      return <Trans>not an entry fee (insurance, goods, services or the service fee)</Trans>;
    case "organizerNotListed":
      return <Trans>the organizer is not on the Ministry of Sport’s list for that year</Trans>;
    case "notInCalendarPlan":
      return <Trans>the event is not in an official calendar plan</Trans>;
    case "childOver18":
      return <Trans>the child was 18 or older on the race day</Trans>;
    case "refunded":
      return <Trans>refunded</Trans>;
  }
}

/**
 * The preview: per organizer (one certificate each) its payments with event, race, date and
 * amount and the group's total, the grand total, then what is left out and why.
 */
export function TaxPreview(props: { preview: TaxPreviewAnswer }) {
  const locale = useAppSelector(selectLocale);
  const { t } = useLingui();
  const { groups, excluded } = props.preview;
  return (
    <div className="tax-preview" data-testid="tax-preview">
      {groups.length > 0 && (
        <>
          <h3 className="tax-preview__title">
            <Trans>Payments that count</Trans>
          </h3>
          {groups.map((group) => (
            <section
              key={`${group.organizer.inn}-${group.personServed.userId}`}
              className="tax-group"
              data-testid="tax-group"
              aria-label={t`${group.organizer.name}, for ${group.personServed.name}`}
            >
              <div className="tax-group__head">
                <p className="tax-group__organizer">{group.organizer.name}</p>
                <p className="tax-group__sub">
                  <Trans>
                    INN {group.organizer.inn} · for {group.personServed.name}
                  </Trans>
                </p>
              </div>
              <ul className="tax-items">
                {group.items.map((item) => (
                  <li key={item.lineId} className="tax-item">
                    <span className="tax-item__what">
                      <span className="tax-item__event">{item.event.name[locale]}</span>
                      <span className="tax-item__race">
                        {item.race.name[locale]} · {formatTaxDay(item.race.date, locale)}
                      </span>
                    </span>
                    <span className="tax-item__amount">
                      {formatRub(item.amountKopecks, locale)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="tax-group__total">
                <span>
                  <Trans>Certificate total</Trans>
                </span>
                <span data-testid="tax-group-total">{formatRub(group.totalKopecks, locale)}</span>
              </p>
            </section>
          ))}
          <p className="tax-preview__total">
            <span>
              <Trans>Total for {props.preview.year}</Trans>
            </span>
            <span data-testid="tax-total">{formatRub(props.preview.totalKopecks, locale)}</span>
          </p>
        </>
      )}
      {excluded.length > 0 && (
        // Insurance, goods and fees make a long list: folded, so the groups stay the page's subject.
        <details className="tax-excluded" open={groups.length === 0}>
          <summary className="tax-preview__title tax-excluded__summary">
            <Trans>Payments that do not count ({excluded.length})</Trans>
          </summary>
          <ul className="tax-items tax-items--excluded">
            {excluded.map((item) => (
              <li key={item.lineId} className="tax-item" data-testid="tax-excluded">
                <span className="tax-item__what">
                  <span className="tax-item__event">
                    {item.event.name[locale]} — {item.race.name[locale]}
                  </span>
                  <span className="tax-item__race">
                    {item.organizer.name} · {item.participant.name} ·{" "}
                    {formatTaxDay(item.race.date, locale)}
                  </span>
                  <span className="tax-item__reason">
                    {item.reasons.map((reason, index) => (
                      <span key={reason}>
                        {index > 0 && "; "}
                        <ExclusionReasonText reason={reason} />
                      </span>
                    ))}
                  </span>
                </span>
                <span className="tax-item__amount">{formatRub(item.amountKopecks, locale)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
