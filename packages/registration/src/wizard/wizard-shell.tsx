import { Trans, useLingui } from "@lingui/react/macro";
import { stepProgress, type WizardStep } from "@reg/domain";
import { useEffect, useRef, type ReactNode } from "react";
import { StepIndicator } from "./step-indicator";
import { stepNames } from "./step-names";
import type { WizardJourney } from "./wizard-state";

interface WizardShellProps {
  journey: WizardJourney;
  step: WizardStep;
  /** The race, above the steps ("Moscow Marathon · 42 km"). */
  title: ReactNode;
  /** The step's content; its own form ends with WizardNav (Back, Continue). */
  children: ReactNode;
  /** A bar between the steps and the step (the order's price and the hold's time left). */
  summary?: ReactNode;
}

/**
 * The frame of every wizard step: the race, the step indicator, "Step 2 of 4" and the step's
 * heading. On a step change the page scrolls to the top and the heading takes focus (without
 * scrolling), so a screen reader announces where the person now is and keyboard users start from
 * the top of the new step.
 */
export function WizardShell(props: WizardShellProps) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The new step starts from the top of the page (the race and the steps above it in view),
    // not scrolled to its heading, which the sticky site header would cover.
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [props.step]);
  const progress = stepProgress(props.journey.kind, props.journey.race, props.step);
  const position = progress?.position;
  const count = progress?.count;
  return (
    <div className="wizard">
      <header className="wizard__header">
        <p className="wizard__race">{props.title}</p>
        {props.step !== "promoGate" && (
          <StepIndicator journey={props.journey} current={props.step} />
        )}
      </header>
      {props.summary}
      <section className="wizard__step card card--padded" aria-labelledby="wizard-step-title">
        {progress && (
          <p className="wizard__progress">
            <Trans>
              Step {position} of {count}
            </Trans>
          </p>
        )}
        <h1 id="wizard-step-title" className="wizard__title" ref={heading} tabIndex={-1}>
          {i18n._(stepNames[props.step])}
        </h1>
        {props.children}
      </section>
    </div>
  );
}
