import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatRub, type InsuranceType, type ProductInsurance } from "@reg/domain";
import { sportTypeNames } from "@reg/ui";
import { formatCalendarDate } from "../calendar-date";
import { useLocale } from "../use-locale";

export const insuranceTypeNames: Record<InsuranceType, MessageDescriptor> = {
  accident: msg`Accident insurance`,
  cancellation: msg`Cancellation insurance`,
  bike: msg`Bicycle insurance`,
  ski: msg`Ski equipment insurance`,
};

/** What a policy covers (SPEC §3 insurance: sport, type, start date, sum insured; §9: 1 day). */
export function InsuranceDetails(props: { insurance: ProductInsurance }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { insurance } = props;
  const days = insurance.periodDays;
  return (
    <dl className="facts">
      <div className="facts__row">
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>{i18n._(insuranceTypeNames[insurance.type])}</dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Sport</Trans>
        </dt>
        <dd>{i18n._(sportTypeNames[insurance.sport])}</dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Starts on</Trans>
        </dt>
        <dd>{formatCalendarDate(insurance.startDate, locale)}</dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Period</Trans>
        </dt>
        <dd>{t`${plural(days, { one: "# day", other: "# days" })}`}</dd>
      </div>
      <div className="facts__row">
        <dt>
          <Trans>Sum insured</Trans>
        </dt>
        <dd>{formatRub(insurance.sumInsuredKopecks, locale)}</dd>
      </div>
    </dl>
  );
}
