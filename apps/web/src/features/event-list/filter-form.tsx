import { useLingui } from "@lingui/react";
import { Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import { AGE_GROUP_IDS, SPORT_TYPES, type EventListFilters } from "@reg/domain";
import { sportTypeNames } from "@reg/ui";
import { useState, type FormEvent } from "react";
import { AGE_GROUP_NAMES } from "./list-labels";
import { readEventListSearch } from "./list-search";

/** The form's own state: what the inputs hold, as text, until it is applied. */
interface Draft {
  sportType: string;
  ageGroup: string;
  dateFrom: string;
  dateTo: string;
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
    city: draft.city,
    distanceMinKm: numberOf(draft.distanceMinKm),
    distanceMaxKm: numberOf(draft.distanceMaxKm),
    free: draft.free || undefined,
    maxPriceRubles: numberOf(draft.maxPriceRubles),
    online: draft.online === "" ? undefined : draft.online === "true",
    withPlacesLeft: draft.withPlacesLeft || undefined,
  });
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

  return (
    <form className="filter-form" onSubmit={onSubmit} noValidate aria-label={t`Filters`}>
      <div className="field">
        <label className="field__label" htmlFor={id("sport")}>
          <Trans>Sport</Trans>
        </label>
        <select
          id={id("sport")}
          className="field__input"
          value={draft.sportType}
          onChange={(e) => change("sportType", e.target.value, true)}
        >
          <option value="">{t`Any sport`}</option>
          {SPORT_TYPES.map((sport) => (
            <option key={sport} value={sport}>
              {i18n._(sportTypeNames[sport])}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="filter-form__group">
        <legend className="field__label">
          <Trans>Dates</Trans>
        </legend>
        <div className="filter-form__pair">
          <div className="field">
            <label className="field__hint" htmlFor={id("from")}>
              <Trans>From</Trans>
            </label>
            <input
              id={id("from")}
              type="date"
              className="field__input"
              value={draft.dateFrom}
              onChange={(e) => change("dateFrom", e.target.value, false)}
              onBlur={onBlur}
              {...invalidProps("dateFrom")}
            />
            {errorOf("dateFrom")}
          </div>
          <div className="field">
            <label className="field__hint" htmlFor={id("to")}>
              <Trans>To</Trans>
            </label>
            <input
              id={id("to")}
              type="date"
              className="field__input"
              value={draft.dateTo}
              min={draft.dateFrom || undefined}
              onChange={(e) => change("dateTo", e.target.value, false)}
              onBlur={onBlur}
              {...invalidProps("dateTo")}
            />
            {errorOf("dateTo")}
          </div>
        </div>
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={id("city")}>
          <Trans>City</Trans>
        </label>
        <input
          id={id("city")}
          className="field__input"
          value={draft.city}
          autoComplete="address-level2"
          maxLength={100}
          onChange={(e) => change("city", e.target.value, false)}
          onBlur={onBlur}
          {...invalidProps("city")}
        />
        {errorOf("city")}
      </div>

      <fieldset className="filter-form__group">
        <legend className="field__label">
          <Trans>Distance, km</Trans>
        </legend>
        <div className="filter-form__pair">
          <div className="field">
            <label className="field__hint" htmlFor={id("dist-min")}>
              <Trans>From</Trans>
            </label>
            <input
              id={id("dist-min")}
              className="field__input"
              inputMode="decimal"
              value={draft.distanceMinKm}
              onChange={(e) => change("distanceMinKm", e.target.value, false)}
              onBlur={onBlur}
              {...invalidProps("distanceMinKm")}
            />
            {errorOf("distanceMinKm")}
          </div>
          <div className="field">
            <label className="field__hint" htmlFor={id("dist-max")}>
              <Trans>To</Trans>
            </label>
            <input
              id={id("dist-max")}
              className="field__input"
              inputMode="decimal"
              value={draft.distanceMaxKm}
              onChange={(e) => change("distanceMaxKm", e.target.value, false)}
              onBlur={onBlur}
              {...invalidProps("distanceMaxKm")}
            />
            {errorOf("distanceMaxKm")}
          </div>
        </div>
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={id("age")}>
          <Trans>Age group</Trans>
        </label>
        <select
          id={id("age")}
          className="field__input"
          value={draft.ageGroup}
          onChange={(e) => change("ageGroup", e.target.value, true)}
        >
          <option value="">{t`Any age`}</option>
          {AGE_GROUP_IDS.map((group) => (
            <option key={group} value={group}>
              {i18n._(AGE_GROUP_NAMES[group])}
            </option>
          ))}
        </select>
      </div>

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

      <div className="field">
        <label className="field__label" htmlFor={id("online")}>
          <Trans>Format</Trans>
        </label>
        <select
          id={id("online")}
          className="field__input"
          value={draft.online}
          onChange={(e) => change("online", e.target.value as Draft["online"], true)}
        >
          <option value="">{t`Any format`}</option>
          <option value="true">{t`Online`}</option>
          <option value="false">{t`In person`}</option>
        </select>
      </div>

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
