import { Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { EventListFilters } from "@reg/domain";
import { sameFilters } from "./list-search";

/**
 * The recommended compilations kept in core, each a link to its tab with its filters. Quiet when
 * they cannot be had: the list is the page, these are a shortcut.
 */
export function Compilations(props: { filters: EventListFilters }) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const compilations = useQuery(trpc.events.compilations.queryOptions({ language: locale }));
  if (compilations.isPending) {
    return <div className="compilations compilations--pending skeleton" aria-hidden="true" />;
  }
  if (compilations.isError || compilations.data.length === 0) return null;
  return (
    <section className="compilations" aria-labelledby="compilations-title">
      <h2 className="compilations__title" id="compilations-title">
        <Trans>Recommended</Trans>
      </h2>
      <ul className="compilations__list">
        {compilations.data.map((compilation) => {
          const current = sameFilters(compilation.filters, props.filters);
          return (
            <li key={compilation.code}>
              <Link
                to="/events/$type"
                params={{ type: compilation.tab }}
                search={compilation.filters}
                className="compilation-chip"
                aria-current={current ? "true" : undefined}
              >
                {compilation.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
