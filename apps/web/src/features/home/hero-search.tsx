import { Trans, useLingui } from "@lingui/react/macro";
import { DEFAULT_EVENT_LIST_TAB, EVENT_SEARCH_MAX_LENGTH } from "@reg/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";

/** The home page's search: it opens the event list with the words in its URL. */
export function HeroSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate({
      to: "/events/$type",
      params: { type: DEFAULT_EVENT_LIST_TAB },
      search: search === "" ? {} : { search },
    });
  };
  return (
    <form className="hero-search" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="hero-search">
        <Trans>Search events</Trans>
      </label>
      <input
        id="hero-search"
        type="search"
        className="field__input hero-search__input"
        placeholder={t`Marathon, Kazan…`}
        maxLength={EVENT_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--primary hero-search__submit">
        <Trans>Find</Trans>
      </button>
    </form>
  );
}
