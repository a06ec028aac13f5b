import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  formatDuration,
  trainingTotals,
  type Instant,
  type Training,
  type TrainingTotals,
} from "@reg/domain";
import type { ReactNode } from "react";
import { kilometresLabel } from "./training-format";

type Totals = TrainingTotals["week"];

/** This Moscow week's and the last 30 days' count, distance and moving time, side by side. */
export function TotalsSection(props: { trainings: readonly Training[]; now: Instant }) {
  const totals = trainingTotals(props.trainings, props.now);
  return (
    <section className="training-totals" aria-labelledby="training-totals-title">
      <h2 className="visually-hidden" id="training-totals-title">
        <Trans>Totals</Trans>
      </h2>
      <TotalsCard title={<Trans>This week</Trans>} totals={totals.week} testId="totals-week" />
      <TotalsCard
        title={<Trans>Last 30 days</Trans>}
        totals={totals.last30Days}
        testId="totals-30-days"
      />
    </section>
  );
}

function TotalsCard(props: { title: ReactNode; totals: Totals; testId: string }) {
  const { i18n } = useLingui();
  const { totals } = props;
  return (
    <div className="card totals-card" data-testid={props.testId}>
      <h3 className="totals-card__title">{props.title}</h3>
      <dl className="totals-card__stats">
        <div>
          <dt>
            <Trans>Trainings</Trans>
          </dt>
          <dd>{i18n.number(totals.count)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Distance</Trans>
          </dt>
          <dd>{kilometresLabel(totals.distanceMeters, i18n)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Moving time</Trans>
          </dt>
          <dd>{formatDuration(totals.movingSeconds)}</dd>
        </div>
      </dl>
    </div>
  );
}
