import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { START_LIST_SEARCH_MAX_LENGTH } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { EmptyState, ErrorState, FactMark, Pager } from "@reg/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { startListInputOf } from "./start-list-search";

const route = getRouteApi("/event/$code/startlist");

/** The Members tab: paid participants, searchable by name, club and city, twenty a page. */
export function StartListTab() {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const { code } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);
  const list = useQuery({
    ...trpc.events.startList.queryOptions(startListInputOf(code, locale, search)),
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    void navigate({ search: q ? { q } : {} });
  };

  const page = search.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const raceName = new Map(list.data?.races.map((r) => [r.code, r.name]));

  return (
    <div className="container start-list">
      <form className="start-list__search" role="search" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="start-list-q">
            <Trans>Search by name, club or city</Trans>
          </label>
          <div className="start-list__row">
            <input
              id="start-list-q"
              className="field__input"
              type="search"
              value={text}
              maxLength={START_LIST_SEARCH_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              <Trans>Find</Trans>
            </button>
          </div>
        </div>
      </form>

      {list.isPending ? (
        <div className="skeleton" style={{ height: 320 }} aria-busy="true" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <EmptyState
          titleAs="h2"
          title={search.q ? <Trans>Nobody found</Trans> : <Trans>No participants yet</Trans>}
          text={
            search.q ? (
              <Trans>Check the spelling or search by another word.</Trans>
            ) : (
              <Trans>Participants appear here once their registration is paid.</Trans>
            )
          }
        />
      ) : (
        <>
          <p className="start-list__count" role="status">
            <Plural value={list.data.total} one="# participant" other="# participants" />
          </p>
          <div className="start-list__table-wrap">
            <table className="start-list__table">
              <caption className="visually-hidden">
                <Trans>Start list</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Bib</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Participant</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Club</Trans>
                  </th>
                  <th scope="col">
                    <Trans>City</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Distance</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.entries.map((entry, i) => (
                  <tr key={`${entry.bib ?? ""}-${i}`}>
                    <td className="start-list__bib">{entry.bib ?? "—"}</td>
                    <td className="start-list__participant">
                      {entry.hidden ? (
                        <span className="start-list__hidden">
                          <Trans>The participant chose to hide their data</Trans>
                        </span>
                      ) : (
                        <>
                          {entry.name}
                          {entry.birthYear !== null && (
                            <span className="start-list__year">
                              {i18n.number(entry.birthYear, { useGrouping: false })}
                            </span>
                          )}
                        </>
                      )}
                    </td>
                    {/* Left empty when missing: the phone's line then drops it and its dot. */}
                    <td className="start-list__fact">
                      {entry.club ? (
                        <>
                          <FactMark kind="club" />
                          {entry.club}
                        </>
                      ) : null}
                    </td>
                    <td className="start-list__fact">
                      {entry.city ? (
                        <>
                          <FactMark kind="city" />
                          {entry.city}
                        </>
                      ) : null}
                    </td>
                    <td className="start-list__fact">
                      {raceName.get(entry.raceCode) ?? entry.raceCode}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pages={pages}
            link={(to, label) => (
              <Link
                from="/event/$code/startlist"
                to="."
                search={(prev) => ({ ...prev, page: to })}
                className="btn btn--secondary"
              >
                {label}
              </Link>
            )}
          />
        </>
      )}
    </div>
  );
}
