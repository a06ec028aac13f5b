import { useLingui } from "@lingui/react/macro";
import { LineIcon } from "./line-icon";
import "./fact-mark.css";

/** The facts of a person a compact line must keep apart: both are free text and look alike. */
export type FactKind = "club" | "city";

// LineIcon paths.
const PATHS: Record<FactKind, string> = {
  club: "M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7z M2.5 20a6.5 6.5 0 0 1 13 0 M16 4.3a3.5 3.5 0 0 1 0 6.4 M18.5 14a6.5 6.5 0 0 1 3 6",
  city: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z M12 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 0 0 0-5z",
};

/**
 * What a club or a city is, told before it on a phone's compact line (fact-mark.css): an icon for
 * the eye and a visually hidden word for a screen reader, in case the browser no longer reads the
 * restyled table's headings. Both are hidden at wider widths, where the table's columns say it.
 */
export function FactMark(props: { kind: FactKind }) {
  const { t } = useLingui();
  const label = props.kind === "club" ? t`Club:` : t`City:`;
  return (
    <>
      <LineIcon className="fact-mark__icon" path={PATHS[props.kind]} />
      <span className="visually-hidden fact-mark__label">{label} </span>
    </>
  );
}
