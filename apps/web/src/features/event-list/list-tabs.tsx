import { useLingui } from "@lingui/react";
import { useLingui as useMacroLingui } from "@lingui/react/macro";
import { EVENT_LIST_TABS, type EventListTab } from "@reg/domain";
import { Link } from "@tanstack/react-router";
import { TAB_NAMES } from "./list-labels";
import type { EventListSearch } from "./list-search";
import "../events/page-tabs.css";

/** The seven tabs as links: a tab keeps the filters and the view, so it is the same search elsewhere. */
export function ListTabs(props: { tab: EventListTab; search: EventListSearch }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  return (
    <nav className="page-tabs-bar page-tabs-bar--bleed" aria-label={t`Event list tabs`}>
      <ul className="page-tabs">
        {EVENT_LIST_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to="/events/$type"
              params={{ type: tab }}
              search={props.search}
              className="page-tabs__tab"
              aria-current={tab === props.tab ? "page" : undefined}
            >
              {i18n._(TAB_NAMES[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
