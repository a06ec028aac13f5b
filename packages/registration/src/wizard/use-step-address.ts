import type { WizardStep } from "@reg/domain";
import { useEffect, useRef } from "react";
import type { Wizard } from "./use-wizard";

/** How the address follows the wizard: a new history entry, or in place of the current one. */
export type StepAddressChange = (step: WizardStep, how: "push" | "replace") => void;

/**
 * Keeps the wizard's step and the page's address (`?step=`) in step both ways: Continue and Back
 * add a history entry, so the browser's Back and Forward move between steps; an address that
 * changed (Back, Forward, an edited URL) moves the wizard where it may go, and one naming a step
 * not yet reachable is replaced by the furthest reachable one.
 */
export function useStepAddress(
  wizard: Wizard,
  addressed: WizardStep | undefined,
  onChange: StepAddressChange | undefined,
): void {
  const seen = useRef<{ step: WizardStep; addressed: WizardStep | undefined } | null>(null);
  useEffect(() => {
    if (!onChange) return;
    const before = seen.current;
    seen.current = { step: wizard.step, addressed };
    if (before === null || addressed === undefined) {
      // Opened (or the address lost its step): the address names where the wizard is.
      if (addressed !== wizard.step) onChange(wizard.step, "replace");
      return;
    }
    if (wizard.step !== before.step) {
      if (addressed !== wizard.step) onChange(wizard.step, "push");
      return;
    }
    if (addressed === before.addressed || addressed === wizard.step) return;
    if (wizard.isReachable(addressed)) wizard.dispatch({ type: "goTo", step: addressed });
    else onChange(wizard.furthest, "replace");
  }, [wizard, addressed, onChange]);
}
