import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

interface WizardNavProps {
  /** Back to the previous step; null where there is none (the first step, after the promo gate). */
  onBack: (() => void) | null;
  /** The step is saving: Continue is disabled so a double tap cannot send it twice. */
  busy: boolean;
  /** "Continue" unless the step says otherwise ("Pay"). */
  continueLabel?: ReactNode;
  /** Continue is not possible at all (a sold-out slot); the step says why. */
  blocked?: boolean;
  /** "Back" unless the step says otherwise ("Cancel" under a form opened within a step). */
  backLabel?: ReactNode;
  /** Ids of what says why Continue is blocked, for a screen reader on the disabled button. */
  blockedBy?: string;
}

/** Back and Continue at the foot of a step; Continue submits the step's form. */
export function WizardNav(props: WizardNavProps) {
  return (
    <div className="wizard-nav">
      {props.onBack && (
        <button type="button" className="btn btn--secondary" onClick={props.onBack}>
          {props.backLabel ?? <Trans>Back</Trans>}
        </button>
      )}
      <button
        type="submit"
        className="btn btn--primary wizard-nav__continue"
        disabled={props.busy || props.blocked}
        aria-busy={props.busy}
        aria-describedby={props.blocked ? props.blockedBy : undefined}
      >
        {props.busy && <span className="btn__spinner" aria-hidden="true" />}
        {props.continueLabel ?? <Trans>Continue</Trans>}
      </button>
    </div>
  );
}
