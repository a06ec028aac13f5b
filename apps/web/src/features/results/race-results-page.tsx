import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import {
  RESULT_CATEGORIES,
  categoryGender,
  pageTitle,
  type ResultRow,
  type ResultSplit,
} from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { distanceLabel, EmptyState, ErrorState, FactMark, Pager } from "@reg/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Fragment, useId, useState, type FormEvent } from "react";
import { ResultsHead } from "./results-head";
import { categoryLabel, raceTimeLabel, splitKey } from "./results-format";
import { raceResultsInput, type RaceResultsSearch } from "./results-search";
import "../events/pill-tabs.css";
import "./results.css";

const route = getRouteApi("/results/$eventCode/$raceCode");

const LEG_NAMES = {
  swim: msg`Swim`,
  t1: msg`T1`,
  bike: msg`Bike`,
  t2: msg`T2`,
  run: msg`Run`,
} as const;

function splitLabel(split: ResultSplit, i18n: I18n): string {
  if (split.kind !== "distance") return i18n._(LEG_NAMES[split.kind]);
  const meters = split.meters ?? 0;
  if (meters === 21097) return i18n._(msg`Half`);
  return distanceLabel({ value: meters / 1000, unit: "km" }, i18n);
}

/** `/results/{eventCode}/{raceCode}`: the race's table, searched and filtered from the address. */
export function RaceResultsPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const params = route.useParams();
  const search = route.useSearch();
  const results = useQuery({
    ...trpc.results.race.queryOptions(raceResultsInput(params, search, locale)),
    // The table stays while the next page or filter loads, instead of blinking to a skeleton.
    placeholderData: keepPreviousData,
  });
  const event = useQuery(
    trpc.results.event.queryOptions({ eventCode: params.eventCode, language: locale }),
  );
  const name = results.data?.event.name;
  // The event's name once it is in; till then the fixed title the served page had.
  useDocumentTitle(name ? t`Results — ${name}` : pageTitle("results", locale));

  if (results.isPending)
    return (
      <div className="container results-page" aria-busy="true">
        <div className="skeleton" style={{ height: 160, marginTop: 24 }} />
        <div className="skeleton" style={{ height: 400, marginTop: 24 }} />
      </div>
    );
  if (results.isError)
    return (
      <div className="container results-page">
        <ErrorState onRetry={() => void results.refetch()} />
      </div>
    );
  const data = results.data;
  const races = event.data?.races ?? [data.race];
  return (
    <div className="container results-page">
      <ResultsHead event={data.event} />
      {races.length > 1 && (
        <nav className="pill-tabs" aria-label={t`Distances`}>
          <ul className="pill-tabs__list">
            {races.map((race) => (
              <li key={race.code}>
                <Link
                  to="/results/$eventCode/$raceCode"
                  params={{ eventCode: params.eventCode, raceCode: race.code }}
                  className="pill-tabs__tab"
                  aria-current={race.code === data.race.code ? "page" : undefined}
                >
                  {race.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <h2 className="results-section-title">
        {data.race.name} · {distanceLabel(data.race.distance, i18n)}
      </h2>
      {data.event.resultsState !== "published" ? (
        <EmptyState announce icon="clock" title={<Trans>The results are being processed</Trans>} />
      ) : (
        <>
          <ResultsFilters search={search} categories={data.categories} />
          <ResultsTable
            rows={data.rows}
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            hasSplits={data.race.hasSplits}
            search={search}
            busy={results.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}

function ResultsFilters(props: { search: RaceResultsSearch; categories: string[] }) {
  const { t } = useLingui();
  const navigate = useNavigate({ from: "/results/$eventCode/$raceCode" });
  const id = useId();
  const [text, setText] = useState(props.search.q ?? "");
  const go = (next: RaceResultsSearch) =>
    void navigate({ search: next, replace: false, resetScroll: false });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    go({ ...props.search, q: q === "" ? undefined : q, page: undefined });
  };
  const categories = RESULT_CATEGORIES.filter(
    (c) =>
      props.categories.includes(c) &&
      (props.search.gender === undefined || categoryGender(c) === props.search.gender),
  );
  const filtered =
    props.search.q !== undefined ||
    props.search.gender !== undefined ||
    props.search.category !== undefined;
  return (
    <form className="results-filters" role="search" onSubmit={onSubmit}>
      <div className="field results-filters__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          <Trans>Name or bib</Trans>
        </label>
        <div className="results-filters__row">
          <input
            id={`${id}-q`}
            className="field__input"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={t`Ivanov or 1024`}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            <Trans>Find</Trans>
          </button>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-gender`}>
          <Trans>Gender</Trans>
        </label>
        <select
          id={`${id}-gender`}
          className="field__input"
          name="gender"
          value={props.search.gender ?? ""}
          onChange={(e) => {
            const gender =
              e.target.value === "male" || e.target.value === "female" ? e.target.value : undefined;
            const category =
              gender && props.search.category && categoryGender(props.search.category) !== gender
                ? undefined
                : props.search.category;
            go({ ...props.search, gender, category, page: undefined });
          }}
        >
          <option value="">{t`Everyone`}</option>
          <option value="male">{t`Men`}</option>
          <option value="female">{t`Women`}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          <Trans>Age category</Trans>
        </label>
        <select
          id={`${id}-category`}
          className="field__input"
          name="category"
          value={props.search.category ?? ""}
          onChange={(e) =>
            go({
              ...props.search,
              category: e.target.value === "" ? undefined : e.target.value,
              page: undefined,
            })
          }
        >
          <option value="">{t`All categories`}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <div className="results-filters__reset">
          <Link
            from="/results/$eventCode/$raceCode"
            search={{}}
            className="btn btn--ghost"
            onClick={() => setText("")}
          >
            <Trans>Clear filters</Trans>
          </Link>
        </div>
      )}
    </form>
  );
}

function ResultsTable(props: {
  rows: ResultRow[];
  total: number;
  page: number;
  pageSize: number;
  hasSplits: boolean;
  search: RaceResultsSearch;
  busy: boolean;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (props.total === 0)
    return (
      <EmptyState
        announce
        icon="alert"
        title={<Trans>Nobody found</Trans>}
        text={<Trans>Check the name or the bib number, or clear the filters.</Trans>}
      />
    );
  return (
    <>
      <p className="results-count" role="status">
        <Plural value={props.total} one="# result" other="# results" />
      </p>
      <table
        className={props.hasSplits ? "results-table results-table--splits" : "results-table"}
        aria-busy={props.busy}
      >
        <caption className="visually-hidden">{t`Results`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Place</Trans>
            </th>
            <th scope="col">
              <Trans>Bib</Trans>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Club</Trans>
            </th>
            <th scope="col">
              <Trans>Category</Trans>
            </th>
            <th scope="col" className="results-table__time">
              <Trans>Time</Trans>
            </th>
            {props.hasSplits && (
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Splits</Trans>
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <ResultLine key={row.bib} row={row} hasSplits={props.hasSplits} />
          ))}
        </tbody>
      </table>
      <Pager
        page={props.page}
        pages={pages}
        link={(page, label) => (
          <Link
            from="/results/$eventCode/$raceCode"
            search={{ ...props.search, page }}
            className="btn btn--secondary"
          >
            {label}
          </Link>
        )}
      />
    </>
  );
}

function ResultLine(props: { row: ResultRow; hasSplits: boolean }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const splitsId = useId();
  const { row } = props;
  const status = row.status === "dnf" ? t`DNF` : row.status === "dsq" ? t`DSQ` : null;
  const columns = props.hasSplits ? 7 : 6;
  return (
    <Fragment>
      <tr className={row.status === "finished" ? undefined : "results-table__out"}>
        <td data-label={t`Place`} className="results-table__place">
          {row.place ?? "—"}
        </td>
        <td data-label={t`Bib`} className="results-table__bib">
          {row.bib}
        </td>
        <td data-label={t`Name`} className="results-table__name">
          <span className="results-table__value">
            <span className="results-table__person">{row.name}</span>
            <span className="results-table__city">
              {row.city && (
                <>
                  <FactMark kind="city" />
                  {row.city} ·{" "}
                </>
              )}
              {row.birthYear}
            </span>
          </span>
        </td>
        {/* "—" stays in the cell for its column; the phone's line leaves it out (results.css). */}
        <td
          data-label={t`Club`}
          className={
            row.club ? "results-table__club" : "results-table__club results-table__club--none"
          }
        >
          {row.club ? (
            <>
              <FactMark kind="club" />
              {row.clubCode ? (
                <Link to="/clubs/$clubCode" params={{ clubCode: row.clubCode }}>
                  {row.club}
                </Link>
              ) : (
                row.club
              )}
            </>
          ) : (
            "—"
          )}
        </td>
        <td data-label={t`Category`} className="results-table__category">
          <span className="results-table__value">
            {categoryLabel(row.category)}
            {row.categoryPlace !== null && (
              <span className="results-table__category-place">
                {" "}
                <Trans>({row.categoryPlace} in category)</Trans>
              </span>
            )}
          </span>
        </td>
        <td data-label={t`Time`} className="results-table__time">
          {row.finishMs !== null ? (
            <strong>{raceTimeLabel(row.finishMs)}</strong>
          ) : (
            <span className="badge badge--muted">{status}</span>
          )}
        </td>
        {props.hasSplits && (
          <td className="results-table__toggle">
            {row.splits.length > 0 && (
              <button
                type="button"
                className="btn btn--ghost results-table__splits-button"
                aria-expanded={open}
                aria-controls={splitsId}
                onClick={() => setOpen((o) => !o)}
              >
                <span className="results-table__splits-text">
                  {open ? <Trans>Hide splits</Trans> : <Trans>Splits</Trans>}
                </span>
                <span className="visually-hidden"> {row.name}</span>
              </button>
            )}
          </td>
        )}
      </tr>
      {props.hasSplits && open && (
        <tr className="results-table__splits-row" id={splitsId}>
          <td colSpan={columns}>
            <dl className="results-splits">
              {row.splits.map((split) => (
                <div key={splitKey(split)} className="results-splits__item">
                  <dt>{splitLabel(split, i18n)}</dt>
                  <dd>{raceTimeLabel(split.ms)}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
