import { ErrorState } from "@reg/ui";
import { Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import "./page-hero.css";
import "./page-tabs.css";

/** What a tab link of the hero's bar takes: the tab's look, and the active one marked as the page (which the look follows). */
export const HERO_TAB = {
  className: "page-tabs__tab",
  activeProps: { "aria-current": "page" as const },
};

interface HeroLayoutProps {
  /** The page's own class (its sections' styles hang off it). */
  className: string;
  imageUrl: string | null;
  tags: ReactNode;
  title: string;
  facts: ReactNode;
  actions?: ReactNode;
  tabsLabel: string;
  /** The tab links, each with HERO_TAB's props. */
  tabs: ReactNode;
}

/** An event's and a series' page: the brand-coloured head, the bar of tabs, the tab below. */
export function HeroLayout(props: HeroLayoutProps) {
  return (
    <div className={props.className}>
      <header className="page-hero">
        {props.imageUrl && (
          <img className="page-hero__image" src={props.imageUrl} alt="" decoding="async" />
        )}
        <div className="container page-hero__inner">
          <div className="page-hero__tags">{props.tags}</div>
          <h1 className="page-hero__title">{props.title}</h1>
          <p className="page-hero__facts">{props.facts}</p>
          {props.actions && <div className="page-hero__actions">{props.actions}</div>}
        </div>
      </header>
      <div className="page-tabs-bar page-tabs-bar--hero">
        <nav className="container page-tabs" aria-label={props.tabsLabel}>
          {props.tabs}
        </nav>
      </div>
      <Outlet />
    </div>
  );
}

/** The layout while its one read loads, or after it failed (with a retry). */
export function HeroLayoutFallback(props: { failed: boolean; retry: () => void }) {
  if (props.failed)
    return (
      <div className="container">
        <ErrorState onRetry={props.retry} />
      </div>
    );
  return (
    <div className="container" aria-busy="true">
      <div className="skeleton" style={{ height: 220, marginTop: 24 }} />
    </div>
  );
}
