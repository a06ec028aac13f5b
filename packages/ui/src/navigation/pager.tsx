import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import "./pager.css";

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /**
   * The link to another page of the same list, kept by the caller, whose route knows its own
   * search: `undefined` for the first page, so its address stays clean.
   */
  link: (page: number | undefined, label: ReactNode) => ReactNode;
}

/**
 * Previous, "Page n of m", Next under a paged list (a start list, a race's results); the app
 * passes the links as router links, as the design system knows no routes.
 */
export function Pager({ page, pages, link }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 ? link(page - 1 > 1 ? page - 1 : undefined, <Trans>Previous</Trans>) : <span />}
      <span className="pager__label">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      {page < pages ? link(page + 1, <Trans>Next</Trans>) : <span />}
    </nav>
  );
}
