import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { TRACKER_NAMES } from "@reg/domain";
import { selectLocale, useAppSelector, usePageHeadTitle } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TotalsSection } from "./training-totals";
import { TrainingList } from "./training-list";
import { TrackerCard } from "./tracker-card";
import { TrackerChoice } from "./tracker-choice";
import { TrackerStatus } from "./tracker-status";
import { useTrackerActions } from "./use-tracker-actions";
import "./trainings.css";

/**
 * `/account/trainings` (SPEC §2: "Trainings link to the personal account, where an activity
 * tracker is connected"): the choice of trackers until one is connected; then the tracker, the
 * week's and the month's totals and the latest trainings. Whose they are comes from the session.
 */
export function TrainingsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const page = useQuery(trpc.trainings.get.queryOptions());
  const actions = useTrackerActions();
  usePageHeadTitle("trainings");
  const tracker = page.data?.tracker ?? null;

  return (
    <div className="container page trainings-page">
      <Link to="/account" className="trainings-page__back">
        <Trans>Back to my account</Trans>
      </Link>
      <h1 className="page__title">
        <Trans>Trainings</Trans>
      </h1>
      <TrackerStatus outcome={actions.outcome} />
      {page.isPending ? (
        <div className="trainings-page__loading" role="status" aria-label={t`Loading`}>
          <div className="card trainings-page__skeleton" aria-hidden="true" />
        </div>
      ) : page.isError ? (
        <ErrorState headingLevel={2} onRetry={() => void page.refetch()} />
      ) : tracker === null ? (
        <TrackerChoice actions={actions} focusOnMount={actions.outcome?.kind === "disconnected"} />
      ) : (
        <>
          <TrackerCard
            tracker={tracker}
            locale={locale}
            actions={actions}
            focusOnMount={actions.outcome?.kind === "connected"}
          />
          {/* The totals at the moment the page was read, like the list they sum up. */}
          <TotalsSection trainings={page.data.trainings} now={new Date(page.dataUpdatedAt)} />
          <TrainingList
            trainings={page.data.trainings}
            trackerName={TRACKER_NAMES[tracker.provider]}
            locale={locale}
          />
        </>
      )}
    </div>
  );
}
