import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import type { CareerSummary, EmploymentType } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { EmptyState, ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { NotFoundPage } from "../not-found/not-found-page";
import { PageBlocks } from "./page-blocks";
import { SitePageView } from "./site-page";
import "./pages.css";

function EmploymentLabel({ type }: { type: EmploymentType }) {
  switch (type) {
    case "full-time":
      return <Trans>Full-time</Trans>;
    case "part-time":
      return <Trans>Part-time</Trans>;
    case "contract":
      return <Trans>Contract</Trans>;
    case "internship":
      return <Trans>Internship</Trans>;
  }
}

function CareerMeta({ career }: { career: CareerSummary }) {
  return (
    <p className="list-card__meta">
      <span>{career.team}</span>
      <span>{career.city}</span>
      <span className="tag">
        <EmploymentLabel type={career.employment} />
      </span>
      {career.remote && (
        <span className="tag tag--ok">
          <Trans>Remote possible</Trans>
        </span>
      )}
    </p>
  );
}

function CareerList() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const careers = useQuery(trpc.pages.careers.queryOptions({ language: locale }));
  if (careers.isPending) {
    return (
      <ul className="card-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="list-card list-card--pending skeleton" />
        ))}
      </ul>
    );
  }
  if (careers.isError) return <ErrorState onRetry={() => void careers.refetch()} />;
  if (careers.data.items.length === 0) {
    return (
      <EmptyState
        titleAs="h2"
        title={<Trans>No open positions right now</Trans>}
        text={<Trans>New openings appear here first. Check back soon.</Trans>}
      />
    );
  }
  return (
    <section aria-labelledby="openings-title">
      <h2 className="content__heading" id="openings-title">
        <Trans>Open positions</Trans>
      </h2>
      <ul className="card-list">
        {careers.data.items.map((career) => (
          <li key={career.id} className="list-card">
            <h3 className="list-card__title">
              <Link to="/Careers/$id" params={{ id: String(career.id) }}>
                {career.title}
              </Link>
            </h3>
            <CareerMeta career={career} />
            <p>{career.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CareersPage() {
  const { t } = useLingui();
  return (
    <SitePageView slug="careers" fallbackTitle={t`Careers`}>
      {() => <CareerList />}
    </SitePageView>
  );
}

/** /Careers/{id}: one opening; an id core doesn't know is the 404 page. */
export function CareerPage(props: { id: string }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const career = useQuery(trpc.pages.career.queryOptions({ id: props.id, language: locale }));
  useDocumentTitle(career.data ? career.data.title : t`Careers`);

  if (career.isError && appErrorCode(career.error) === "NOT_FOUND") return <NotFoundPage />;
  if (career.isPending) {
    return (
      <div className="container site-page__body" aria-busy="true">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  }
  if (career.isError) {
    return (
      <div className="container">
        <ErrorState variant="page" onRetry={() => void career.refetch()} />
      </div>
    );
  }
  const job = career.data;
  return (
    <div className="site-page">
      <header className="site-page__head">
        <div className="container">
          <Link to="/Careers" className="back-link">
            ← <Trans>All positions</Trans>
          </Link>
          <h1 className="site-page__title">{job.title}</h1>
          <p className="site-page__lead">{job.summary}</p>
        </div>
      </header>
      <div className="container site-page__body">
        <CareerMeta career={job} />
        <PageBlocks blocks={job.blocks} />
        <p className="content__actions">
          <a
            className="btn btn--primary"
            href={`mailto:${job.applyEmail}?subject=${encodeURIComponent(job.title)}`}
          >
            <Trans>Apply by e-mail</Trans>
          </a>
        </p>
      </div>
    </div>
  );
}
