import type { ReactNode } from "react";
import { StateIcon, type StateIconName } from "./state-icon";

interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  icon?: StateIconName;
  /** Buttons or links that lead on (reset the filters, another list). */
  actions?: ReactNode;
  /**
   * The title's element: a heading where the state stands for a section of its own (h2 under the
   * page's h1, h3 inside a section), a paragraph where it answers a search on the same page.
   */
  titleAs?: "h2" | "h3" | "p";
  /** Announced to screen readers when it replaces a list a search or filter changed. */
  announce?: boolean;
}

/** A list or section with nothing to show: what is missing and, where there is one, the way on. */
export function EmptyState(props: EmptyStateProps) {
  const Title = props.titleAs ?? "p";
  return (
    <div className="state" role={props.announce ? "status" : undefined}>
      {props.icon && <StateIcon name={props.icon} />}
      <Title className="state__title">{props.title}</Title>
      {props.text && <p className="state__text">{props.text}</p>}
      {props.actions && <div className="state__actions">{props.actions}</div>}
    </div>
  );
}
