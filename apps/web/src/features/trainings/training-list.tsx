import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  formatDuration,
  formatMoscowDateTimeIn,
  trainingPace,
  type Locale,
  type Training,
} from "@reg/domain";
import { LineIcon } from "@reg/ui";
import { CLIMB_PATH, SportIcon } from "./sport-icon";
import {
  kilometresLabel,
  metresLabel,
  paceKindName,
  paceLabel,
  trainingSportNames,
} from "./training-format";

/**
 * The trainings, newest first. Wide, a table in all but name: a row each, its figures in columns
 * under one header line. On a phone each is a compact row: the name over its sport and date, the
 * figures in a line under them, each still named for a screen reader.
 */
export function TrainingList(props: {
  trainings: readonly Training[];
  trackerName: string;
  locale: Locale;
}) {
  const count = props.trainings.length;
  const trackerName = props.trackerName;
  return (
    <section className="training-list" aria-labelledby="training-list-title">
      <h2 className="training-list__title" id="training-list-title">
        <Trans>Latest trainings</Trans>
      </h2>
      {count === 0 ? (
        <div className="card card--padded training-list__empty" data-testid="trainings-empty">
          <p>
            <Trans>No trainings yet.</Trans>
          </p>
          <p className="training-list__hint">
            <Trans>
              Record a run, a ride, a swim or a walk with {trackerName}, then press “Sync now” to
              bring it here.
            </Trans>
          </p>
        </div>
      ) : (
        <div className="card training-list__card">
          {/* The columns' names for the eye; each row names its own figures for a screen reader. */}
          <div className="training-list__columns" aria-hidden="true">
            <span className="training-list__column-main">
              <Trans>Training</Trans>
            </span>
            <span>
              <Trans>Distance</Trans>
            </span>
            <span>
              <Trans>Moving time</Trans>
            </span>
            <span>
              <Trans>Pace or speed</Trans>
            </span>
            <span>
              <Trans>Elevation gain</Trans>
            </span>
          </div>
          <ol className="training-list__items">
            {props.trainings.map((training) => (
              <TrainingRow key={training.id} training={training} locale={props.locale} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function TrainingRow(props: { training: Training; locale: Locale }) {
  const { i18n } = useLingui();
  const { training } = props;
  const pace = trainingPace(training);
  return (
    <li className="training" data-testid="training">
      <span className={`training__sport training__sport--${training.sport}`}>
        <SportIcon sport={training.sport} />
      </span>
      <div className="training__main">
        <p className="training__name">{training.name}</p>
        <p className="training__meta">
          <span>{i18n._(trainingSportNames[training.sport])}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={training.startedAt}>
            {formatMoscowDateTimeIn(training.startedAt, props.locale)}
          </time>
        </p>
      </div>
      <dl className="training__stats">
        <div className="training__stat training__stat--distance">
          <dt className="visually-hidden">
            <Trans>Distance</Trans>
          </dt>
          <dd>{kilometresLabel(training.distanceMeters, i18n)}</dd>
        </div>
        <div className="training__stat training__stat--time">
          <dt className="visually-hidden">
            <Trans>Moving time</Trans>
          </dt>
          <dd>{formatDuration(training.movingSeconds)}</dd>
        </div>
        {pace && (
          <div className="training__stat training__stat--pace">
            <dt className="visually-hidden">{i18n._(paceKindName(pace))}</dt>
            <dd>{paceLabel(pace, i18n)}</dd>
          </div>
        )}
        {/* None told (null) or none gained (a pool's 0 m): nothing worth a figure. */}
        {training.elevationGainMeters !== null && training.elevationGainMeters > 0 && (
          <div className="training__stat training__stat--climb">
            <dt className="visually-hidden">
              <Trans>Elevation gain</Trans>
            </dt>
            <dd>
              <LineIcon className="training__climb-icon" path={CLIMB_PATH} size={16} />
              {metresLabel(training.elevationGainMeters, i18n)}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
