/**
 * A line icon drawn inline from one SVG path on a 24-unit grid, in the text's colour: no icon font
 * or emoji, which a bare Linux box may not have glyphs for. Decorative: the words beside it speak.
 */
export function LineIcon(props: { path: string; className?: string; size?: number }) {
  return (
    <svg
      className={props.className}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={props.size}
      height={props.size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={props.path} />
    </svg>
  );
}
