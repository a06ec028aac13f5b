import { useLingui } from "@lingui/react";
import { Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import {
  AGE_GROUP_IDS,
  citiesOf,
  REGION_CODES,
  REGIONS,
  regionCodeSchema,
  regionOfCity,
  SPORT_TYPES,
  type EventListFilters,
  type RegionCity,
  type RegionCode,
} from "@reg/domain";
import { sportTypeNames } from "@reg/ui";
import { useState, type FormEvent, type ReactNode } from "react";
import { FilterSelect } from "./filter-select";
import { AGE_GROUP_NAMES } from "./list-labels";
import { readEventListSearch } from "./list-search";

/** The form's own state: what the inputs hold, as text, until it is applied. */
interface Draft {
  sportType: string;
  ageGroup: string;
  dateFrom: string;
  dateTo: string;
  region: string;
  city: string;
  distanceMinKm: string;
  distanceMaxKm: string;
  free: boolean;
  maxPriceRubles: string;
  online: "" | "true" | "false";
  withPlacesLeft: boolean;
}

function draftOf(filters: EventListFilters): Draft {
  const text = (value: number | string | undefined) => (value === undefined ? "" : String(value));
  return {
    sportType: filters.sportType ?? "",
    ageGroup: filters.ageGroup ?? "",
    dateFrom: filters.dateFrom ?? "",
    dateTo: filters.dateTo ?? "",
    region: filters.region ?? "",
    city: filters.city ?? "",
    distanceMinKm: text(filters.distanceMinKm),
    distanceMaxKm: text(filters.distanceMaxKm),
    free: filters.free ?? false,
    maxPriceRubles: text(filters.maxPriceRubles),
    online: filters.online === undefined ? "" : filters.online ? "true" : "false",
    withPlacesLeft: filters.withPlacesLeft ?? false,
  };
}

function stableKey(filters: EventListFilters): string {
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}

/** A number field's text as the filter takes it: "21,1" is 21.1 (a Russian keyboard's comma). */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The draft through the same reading as the URL, so the form can apply nothing the URL would drop. */
function readDraft(draft: Draft, search: string | undefined) {
  return readEventListSearch({
    search,
    sportType: draft.sportType || undefined,
    ageGroup: draft.ageGroup || undefined,
    dateFrom: draft.dateFrom || undefined,
    dateTo: draft.dateTo || undefined,
    region: draft.region || undefined,
    city: draft.city,
    distanceMinKm: numberOf(draft.distanceMinKm),
    distanceMaxKm: numberOf(draft.distanceMaxKm),
    free: draft.free || undefined,
    maxPriceRubles: numberOf(draft.maxPriceRubles),
    online: draft.online === "" ? undefined : draft.online === "true",
    withPlacesLeft: draft.withPlacesLeft || undefined,
  });
}

/** One end of a range: its filter key (for its message), id, label and text. */
interface RangeEnd {
  name: keyof Draft;
  id: string;
  label: ReactNode;
  value: string;
}

/**
 * A "from … to …" pair (dates, distance): one legend, two inputs that apply on leaving them, each
 * with its own message; the upper end of a date range cannot be picked before the lower one.
 */
function RangeField(props: {
  legend: ReactNode;
  kind: "date" | "decimal";
  ends: [RangeEnd, RangeEnd];
  invalid: ReadonlySet<string>;
  onChange: (name: keyof Draft, value: string) => void;
  onBlur: () => void;
}) {
  const [low, high] = props.ends;
  const input = (end: RangeEnd, min: string | undefined) => {
    const errorId = `${end.id}-error`;
    const invalid = props.invalid.has(end.name);
    return (
      <div className="field">
        <label className="field__hint" htmlFor={end.id}>
          {end.label}
        </label>
        <input
          id={end.id}
          className="field__input"
          {...(props.kind === "date" ? { type: "date", min } : { inputMode: "decimal" as const })}
          value={end.value}
          onChange={(e) => props.onChange(end.name, e.target.value)}
          onBlur={props.onBlur}
          {...(invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {})}
        />
        {invalid && (
          <p className="field__error" id={errorId}>
            <Trans>Check this value</Trans>
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="filter-form__group">
      <legend className="field__label">{props.legend}</legend>
      <div
        className={
          props.kind === "date" ? "filter-form__pair filter-form__pair--dates" : "filter-form__pair"
        }
      >
        {input(low, undefined)}
        {input(high, props.kind === "date" ? low.value || undefined : undefined)}
      </div>
    </fieldset>
  );
}

/** The listed city a typed or linked name stands for, in either language. */
function listedCity(cities: readonly RegionCity[], name: string): RegionCity | undefined {
  const wanted = name.toLowerCase();
  return cities.find((c) => c.ru.toLowerCase() === wanted || c.en.toLowerCase() === wanted);
}

/**
 * Every filter but the search (SPEC §2). Lists and ticks apply at once; typed values apply with
 * Enter, "Show events" or on leaving the field. A value the list cannot take stays in its field
 * with a message, and the rest applies. `idPrefix` keeps ids unique when the drawer holds a copy.
 */
export function FilterForm(props: {
  idPrefix: string;
  filters: EventListFilters;
  onApply: (filters: EventListFilters) => void;
  onReset: () => void;
  /** After "Show events" (the drawer closes). */
  onDone?: () => void;
}) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const [draft, setDraft] = useState(() => draftOf(props.filters));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  // Filters changed from outside (back, a tab, a compilation, reset) refill the form; the form is
  // not remounted, so the control a person is using keeps the focus when its own change applies.
  const filtersKey = stableKey(props.filters);
  const [shown, setShown] = useState(filtersKey);
  if (shown !== filtersKey) {
    setShown(filtersKey);
    setDraft(draftOf(props.filters));
    setInvalid(new Set());
  }
  const id = (name: string) => `${props.idPrefix}-${name}`;

  const apply = (next: Draft) => {
    const read = readDraft(next, props.filters.search);
    setInvalid(new Set(read.dropped));
    // What this form applies is already in it (a refused value stays, with its message).
    setShown(stableKey(read.search));
    props.onApply(read.search);
  };
  const change = <K extends keyof Draft>(key: K, value: Draft[K], now: boolean) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (now) apply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
    props.onDone?.();
  };
  const onBlur = () => {
    const read = readDraft(draft, props.filters.search);
    if (stableKey(read.search) !== filtersKey) apply(draft);
  };
  const errorOf = (name: string) =>
    invalid.has(name) ? (
      <p className="field__error" id={id(`${name}-error`)}>
        <Trans>Check this value</Trans>
      </p>
    ) : null;
  const invalidProps = (name: string) =>
    invalid.has(name)
      ? { "aria-invalid": true as const, "aria-describedby": id(`${name}-error`) }
      : {};

  const language = i18n.locale === "en" ? "en" : "ru";
  const chosenRegion = regionCodeSchema.safeParse(draft.region);
  const region: RegionCode | undefined = chosenRegion.success ? chosenRegion.data : undefined;
  const regionOptions = REGION_CODES.map((code) => [code, REGIONS[code][language]] as const).sort(
    ([, a], [, b]) => a.localeCompare(b, language),
  );
  // The chosen region's cities (every listed one when none is chosen), named in the page's
  // language; a city from a link that the list lacks stays offered as it was written.
  const cities = citiesOf(region);
  const cityOptions = cities.map((c) => c[language]).sort((a, b) => a.localeCompare(b, language));
  const known = listedCity(cities, draft.city);
  const cityValue = known ? known[language] : draft.city;
  if (cityValue !== "" && !cityOptions.includes(cityValue)) cityOptions.unshift(cityValue);
  // Another region keeps the city only when it lies there.
  const changeRegion = (code: string) => {
    const parsed = regionCodeSchema.safeParse(code);
    const keepsCity = !parsed.success || regionOfCity(draft.city) === parsed.data;
    apply({ ...draft, region: code, city: keepsCity ? draft.city : "" });
    setDraft({ ...draft, region: code, city: keepsCity ? draft.city : "" });
  };

  return (
    <form className="filter-form" onSubmit={onSubmit} noValidate aria-label={t`Filters`}>
      <FilterSelect
        id={id("sport")}
        label={<Trans>Sport</Trans>}
        value={draft.sportType}
        anyLabel={t`Any sport`}
        options={SPORT_TYPES.map((sport) => [sport, i18n._(sportTypeNames[sport])] as const)}
        onChange={(value) => change("sportType", value, true)}
      />

      <RangeField
        legend={<Trans>Dates</Trans>}
        kind="date"
        ends={[
          { name: "dateFrom", id: id("from"), label: <Trans>From</Trans>, value: draft.dateFrom },
          { name: "dateTo", id: id("to"), label: <Trans>To</Trans>, value: draft.dateTo },
        ]}
        invalid={invalid}
        onChange={(name, value) => change(name, value, false)}
        onBlur={onBlur}
      />

      <FilterSelect
        id={id("region")}
        label={<Trans>Region</Trans>}
        value={draft.region}
        anyLabel={t`Any region`}
        options={regionOptions}
        onChange={changeRegion}
      />

      <FilterSelect
        id={id("city")}
        label={<Trans>City</Trans>}
        value={cityValue}
        anyLabel={t`Any city`}
        options={cityOptions.map((name) => [name, name] as const)}
        onChange={(value) => change("city", value, true)}
        invalid={invalid.has("city")}
      />

      <RangeField
        legend={<Trans>Distance, km</Trans>}
        kind="decimal"
        ends={[
          {
            name: "distanceMinKm",
            id: id("dist-min"),
            label: <Trans>From</Trans>,
            value: draft.distanceMinKm,
          },
          {
            name: "distanceMaxKm",
            id: id("dist-max"),
            label: <Trans>To</Trans>,
            value: draft.distanceMaxKm,
          },
        ]}
        invalid={invalid}
        onChange={(name, value) => change(name, value, false)}
        onBlur={onBlur}
      />

      <FilterSelect
        id={id("age")}
        label={<Trans>Age group</Trans>}
        value={draft.ageGroup}
        anyLabel={t`Any age`}
        options={AGE_GROUP_IDS.map((group) => [group, i18n._(AGE_GROUP_NAMES[group])] as const)}
        onChange={(value) => change("ageGroup", value, true)}
      />

      <div className="field">
        <label className="field__label" htmlFor={id("price")}>
          <Trans>Price up to, ₽</Trans>
        </label>
        <input
          id={id("price")}
          className="field__input"
          inputMode="numeric"
          value={draft.maxPriceRubles}
          disabled={draft.free}
          onChange={(e) => change("maxPriceRubles", e.target.value, false)}
          onBlur={onBlur}
          {...invalidProps("maxPriceRubles")}
        />
        {errorOf("maxPriceRubles")}
      </div>

      <FilterSelect
        id={id("online")}
        label={<Trans>Format</Trans>}
        value={draft.online}
        anyLabel={t`Any format`}
        options={[
          ["true", t`Online`],
          ["false", t`In person`],
        ]}
        onChange={(value) => change("online", value as Draft["online"], true)}
      />

      <div className="filter-form__checks">
        <label className="filter-check">
          <input
            type="checkbox"
            checked={draft.free}
            onChange={(e) => change("free", e.target.checked, true)}
          />
          <span>
            <Trans>Free only</Trans>
          </span>
        </label>
        <label className="filter-check">
          <input
            type="checkbox"
            checked={draft.withPlacesLeft}
            onChange={(e) => change("withPlacesLeft", e.target.checked, true)}
          />
          <span>
            <Trans>With places left</Trans>
          </span>
        </label>
      </div>

      <div className="filter-form__actions">
        <button type="submit" className="btn btn--primary btn--block">
          <Trans>Show events</Trans>
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={props.onReset}>
          <Trans>Reset filters</Trans>
        </button>
      </div>
    </form>
  );
}
