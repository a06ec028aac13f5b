import { useLingui } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import type { SitePage, SitePageSlug } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NotFoundPage } from "../not-found/not-found-page";
import { PageBlocks } from "./page-blocks";
import { sitePageInput } from "./pages-queries";
import "./pages.css";

interface SitePageViewProps {
  slug: SitePageSlug;
  /** The tab's title until core's page arrives (and if it fails). */
  fallbackTitle: string;
  /** Above the title: a sub-navigation (About's children) or a corporate band. */
  before?: ReactNode;
  /** What the page adds under its text (the contacts card, the openings, the rating). */
  children?: (page: SitePage) => ReactNode;
  /** The title band's colours: the portal's brand, the corporate navy, or the hotel partner's. */
  variant?: "band" | "corporate" | "ostrovok";
}

/**
 * A content page read from core (docs/decisions/0020): its title is the h1 and the tab's title,
 * its description the lead, its blocks the body. A slug core doesn't hold is the 404 page.
 */
export function SitePageView(props: SitePageViewProps) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const page = useQuery(trpc.pages.get.queryOptions(sitePageInput(props.slug, locale)));
  useDocumentTitle(page.data?.title ?? props.fallbackTitle);

  if (page.isError && appErrorCode(page.error) === "NOT_FOUND") return <NotFoundPage />;
  const variant = props.variant ?? "band";
  return (
    <div className={`site-page site-page--${variant}`}>
      {props.before}
      {page.isPending ? (
        <SitePageSkeleton />
      ) : page.isError ? (
        <div className="container">
          <ErrorState variant="page" onRetry={() => void page.refetch()} />
        </div>
      ) : (
        <>
          <header className="site-page__head">
            <div className="container">
              <h1 className="site-page__title">{page.data.title}</h1>
              <p className="site-page__lead">{page.data.description}</p>
            </div>
          </header>
          <div className="container site-page__body">
            <PageBlocks blocks={page.data.blocks} />
            {props.children?.(page.data)}
          </div>
        </>
      )}
    </div>
  );
}

function SitePageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container site-page__body" aria-busy="true" aria-label={t`Loading`}>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
