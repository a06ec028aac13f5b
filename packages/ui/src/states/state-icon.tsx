import { LineIcon } from "../icons/line-icon";

/** The states' line icons (LineIcon). */
const PATHS = {
  check: "M7 12.5l3.2 3.2L17 9 M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z",
  clock: "M12 7v5l3 2 M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z",
  qr: "M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h2v2h-2z M18 18h2v2h-2z M18 14h2 M14 18h2",
  alert:
    "M12 8v5 M12 16.5v.01 M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
} as const;

export type StateIconName = keyof typeof PATHS;

export function StateIcon(props: { name: StateIconName }) {
  return (
    <div className="state__icon" aria-hidden="true">
      <LineIcon path={PATHS[props.name]} size={32} />
    </div>
  );
}
