import { Plural, Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { TRACKER_NAMES, trainingTotals } from "@reg/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TrackerMark } from "./sport-icon";
import "./trainings.css";

/**
 * The account's "Trainings" (SPEC §2): whether an activity tracker is connected, and the way to the
 * trainings page — to connect one, or to see the trainings it brought.
 */
export function TrainingsSection() {
  const trpc = useTRPC();
  const page = useQuery(trpc.trainings.get.queryOptions());
  const tracker = page.data?.tracker ?? null;
  const name = tracker ? TRACKER_NAMES[tracker.provider] : "";
  const athlete = tracker?.athleteName ?? "";
  const month = page.data
    ? trainingTotals(page.data.trainings, new Date(page.dataUpdatedAt)).last30Days.count
    : 0;
  return (
    <section
      className="card card--padded trainings-section"
      aria-labelledby="trainings-section-heading"
    >
      <div className="trainings-section__head">
        <TrackerMark />
        <div className="trainings-section__body">
          <h2 className="trainings-section__title" id="trainings-section-heading">
            <Trans>Trainings</Trans>
          </h2>
          {page.isSuccess && tracker !== null && (
            <p className="trainings-section__text" data-testid="trainings-section-state">
              <Trans>
                {name} is connected as {athlete}.
              </Trans>{" "}
              <Plural
                value={month}
                _0="No trainings in the last 30 days."
                one="# training in the last 30 days."
                other="# trainings in the last 30 days."
              />
            </p>
          )}
          {page.isSuccess && tracker === null && (
            <p className="trainings-section__text" data-testid="trainings-section-state">
              <Trans>
                No activity tracker is connected. Connect Strava, Garmin, Polar, Suunto or COROS to
                see your trainings and weekly totals.
              </Trans>
            </p>
          )}
          {page.isError && (
            <p className="trainings-section__text" role="alert">
              <Trans>Could not load your trainings. Try again later.</Trans>
            </p>
          )}
        </div>
        <Link to="/account/trainings" className="btn btn--secondary trainings-section__link">
          {page.isSuccess && tracker === null ? (
            <Trans>Connect a tracker</Trans>
          ) : (
            <Trans>My trainings</Trans>
          )}
        </Link>
      </div>
    </section>
  );
}
