import { Trans, useLingui } from "@lingui/react/macro";
import { EVENT_SEARCH_MAX_LENGTH } from "@reg/domain";
import { useState, type FormEvent } from "react";

/** The list's search (name, city, description; any form of a word, one typo forgiven), applied on Enter. */
export function SearchBox(props: { value: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(props.value);
  // A search changed from outside (back, a compilation, reset) replaces the text, without a remount.
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setText(props.value);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShown(text.trim());
    setText(text.trim());
    props.onSearch(text.trim());
  };
  return (
    <form className="search-box" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="event-search">
        <Trans>Search events</Trans>
      </label>
      <input
        id="event-search"
        type="search"
        className="field__input search-box__input"
        placeholder={t`Event or city`}
        value={text}
        maxLength={EVENT_SEARCH_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--primary search-box__submit">
        <Trans>Find</Trans>
      </button>
    </form>
  );
}
