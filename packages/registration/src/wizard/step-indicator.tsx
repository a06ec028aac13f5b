import { useLingui } from "@lingui/react/macro";
import { stepsFor, type WizardStep } from "@reg/domain";
import { stepNames } from "./step-names";
import type { WizardJourney } from "./wizard-state";

/**
 * The journey's steps in order, the current one marked with aria-current="step", those behind
 * it as done. The promo gate is a door, not a step, so it is not listed.
 */
export function StepIndicator(props: { journey: WizardJourney; current: WizardStep }) {
  const { t, i18n } = useLingui();
  const steps: WizardStep[] = stepsFor(props.journey.kind, props.journey.race).filter(
    (s) => s !== "promoGate",
  );
  const index = steps.indexOf(props.current);
  return (
    <nav className="steps" aria-label={t`Registration steps`}>
      <ol className="steps__list">
        {steps.map((step, position) => {
          const state = position < index ? "done" : position === index ? "current" : "todo";
          return (
            <li
              key={step}
              className={`steps__item steps__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {position + 1}
              </span>
              <span className="steps__name">{i18n._(stepNames[step])}</span>
              {state === "done" && <span className="visually-hidden">{t`(done)`}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
