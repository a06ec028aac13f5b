import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { StateIcon } from "./state-icon";

interface ErrorStateProps {
  /** Defaults to SPEC §8's "Something went wrong..." */
  title?: ReactNode;
  /** Defaults to SPEC §8's "Try again later". */
  text?: ReactNode;
  onRetry?: () => void;
  /**
   * section: inside a page; page: the whole content area of the frame; screen: the whole window,
   * for failures before the frame can be drawn (start-up).
   */
  variant?: "section" | "page" | "screen";
  /** A section right under the page's h1 (a wizard step's content) takes h2 rather than h3. */
  headingLevel?: 2;
}

/** A failure in a section sits under that section's h2; a page-wide one is the page's heading. */
const HEADING = { section: "h3", page: "h1", screen: "h1" } as const;
const STATE_CLASS = {
  section: "state",
  page: "state state--page",
  screen: "state state--page state--screen",
} as const;

/** The generic error state of SPEC §8. */
export function ErrorState(props: ErrorStateProps) {
  const variant = props.variant ?? "section";
  const Heading = props.headingLevel === 2 ? "h2" : HEADING[variant];
  return (
    <div className={STATE_CLASS[variant]} role="alert">
      <StateIcon name="alert" />
      <Heading className="state__title">
        {props.title ?? <Trans>Something went wrong...</Trans>}
      </Heading>
      <p className="state__text">{props.text ?? <Trans>Try again later</Trans>}</p>
      {props.onRetry && (
        <div className="state__actions">
          <button type="button" className="btn btn--primary" onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
