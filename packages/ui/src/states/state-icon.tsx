/** Line icons drawn inline: no icon font or emoji, which a bare Linux box may not have glyphs for. */
const PATHS = {
  clock: "M12 7v5l3 2 M12 3a9 9 0 1 0 0 18a9 9 0 0 0 0-18z",
  alert:
    "M12 8v5 M12 16.5v.01 M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
} as const;

export function StateIcon(props: { name: keyof typeof PATHS }) {
  return (
    <div className="state__icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="32"
        height="32"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[props.name]} />
      </svg>
    </div>
  );
}
