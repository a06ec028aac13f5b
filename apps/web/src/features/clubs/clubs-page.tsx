import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { pageTitle, type ClubSummary } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { EmptyState, ErrorState, FactMark, Pager } from "@reg/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { ClubStats } from "./club-stats";
import type { ClubsSearch } from "./clubs-search";
import "./clubs.css";

const route = getRouteApi("/clubs/");

/** `/clubs`: the clubs ranked by their members' published results, searched by name. */
export function ClubsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const search = route.useSearch();
  useDocumentTitle(pageTitle("clubs", locale));
  const ranking = useQuery({
    ...trpc.clubs.list.queryOptions({
      language: locale,
      ...(search.q === undefined ? {} : { search: search.q }),
      ...(search.page === undefined ? {} : { page: search.page }),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="container clubs-page">
      <header className="clubs-head">
        <h1 className="clubs-head__title">
          <Trans>Clubs</Trans>
        </h1>
        <p className="clubs-head__lead">
          <Trans>
            Clubs ranked by their members' published results: the most finishers first, then podiums
            and starts.
          </Trans>
        </p>
        <p className="clubs-head__links">
          <Link to="/championships">
            <Trans>Championships</Trans>
          </Link>
        </p>
      </header>
      <ClubsFilter search={search} label={t`Club name`} />
      {ranking.isPending ? (
        <div className="skeleton" style={{ height: 400 }} aria-busy="true" />
      ) : ranking.isError ? (
        <ErrorState onRetry={() => void ranking.refetch()} />
      ) : ranking.data.total === 0 ? (
        <EmptyState
          announce
          icon="alert"
          title={
            search.q === undefined ? (
              <Trans>No club has results yet</Trans>
            ) : (
              <Trans>No club found</Trans>
            )
          }
          text={
            search.q === undefined ? (
              <Trans>The ranking appears once results naming a club are published.</Trans>
            ) : (
              <Trans>Check the name, or try part of it.</Trans>
            )
          }
        />
      ) : (
        <>
          <p className="clubs-count" role="status">
            <Plural value={ranking.data.total} one="# club" other="# clubs" />
          </p>
          <ol className="club-list" aria-busy={ranking.isPlaceholderData}>
            {ranking.data.clubs.map((club) => (
              <ClubLine key={club.code} club={club} />
            ))}
          </ol>
          <Pager
            page={ranking.data.page}
            pages={Math.max(1, Math.ceil(ranking.data.total / ranking.data.pageSize))}
            link={(page, label) => (
              <Link from="/clubs/" search={{ ...search, page }} className="btn btn--secondary">
                {label}
              </Link>
            )}
          />
        </>
      )}
    </div>
  );
}

function ClubsFilter(props: { search: ClubsSearch; label: string }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/clubs/" });
  const id = useId();
  const [text, setText] = useState(props.search.q ?? "");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate({ search: { q: q === "" ? undefined : q, page: undefined } });
  };
  return (
    <form className="clubs-filter" role="search" onSubmit={onSubmit}>
      <label className="field__label" htmlFor={`${id}-q`}>
        {props.label}
      </label>
      <div className="clubs-filter__row">
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t`Running League`}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <Trans>Find</Trans>
        </button>
        {props.search.q !== undefined && (
          <Link from="/clubs/" search={{}} className="btn btn--ghost" onClick={() => setText("")}>
            <Trans>Show all</Trans>
          </Link>
        )}
      </div>
    </form>
  );
}

function ClubLine(props: { club: ClubSummary }) {
  const { club } = props;
  return (
    <li className="club-ranking__item">
      <span className="club-ranking__place">
        <span className="visually-hidden">
          <Trans>Place</Trans>{" "}
        </span>
        {club.place}
      </span>
      <div className="club-ranking__who">
        <Link to="/clubs/$clubCode" params={{ clubCode: club.code }} className="club-ranking__name">
          {club.name}
        </Link>
        {club.city && (
          <span className="club-ranking__city">
            <FactMark kind="city" />
            {club.city}
          </span>
        )}
      </div>
      <ClubStats club={club} compact />
    </li>
  );
}
