import { previousStep, type WizardStep } from "@reg/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  furthestStep,
  initialWizardSnapshot,
  isReachable,
  wizardReducer,
  type WizardAction,
  type WizardJourney,
} from "./wizard-state";
import {
  browserSessionStorage,
  clearWizardSnapshot,
  loadWizardSnapshot,
  saveWizardSnapshot,
  type WizardSnapshot,
  type WizardStorage,
} from "./wizard-storage";

export interface UseWizardOptions {
  /** Memoised by the caller: a new object is a new journey. */
  journey: WizardJourney;
  /** wizardStorageKey(event, race, registration). */
  storageKey: string;
  /** sessionStorage unless given (tests); null keeps nothing. */
  storage?: WizardStorage | null;
  /** Where to open when nothing was kept (see initialWizardSnapshot). */
  startAt?: WizardStep;
  /** The step the address names (`?step=`), where it is reachable. */
  addressed?: WizardStep;
  /**
   * Where to open when nothing is kept under `storageKey`: an earlier registration's answers (its
   * hold ran out while the page was away), taken over as if kept here.
   */
  resumeFrom?: WizardSnapshot;
}

export interface Wizard {
  readonly step: WizardStep;
  /** What a step kept, to start it from after a reload or on the way back. */
  readonly values: WizardSnapshot["values"];
  readonly canGoBack: boolean;
  /** The furthest step come to: an address past it leads here instead. */
  readonly furthest: WizardStep;
  /** Whether an address (`?step=`) may lead to this step now. */
  readonly isReachable: (step: WizardStep) => boolean;
  readonly dispatch: (action: WizardAction) => void;
  /** The payment succeeded: nothing of this registration is kept any longer. */
  readonly finish: () => void;
}

/**
 * The wizard's step and each step's values, kept in sessionStorage under the registration's key
 * after every change, so a reload (or a phone dropping the tab) lands on the same step with the
 * same values. The snapshot is read once, when the wizard mounts.
 */
export function useWizard(options: UseWizardOptions): Wizard {
  const storage = options.storage === undefined ? browserSessionStorage() : options.storage;
  const { journey, storageKey } = options;
  const [state, setState] = useState<WizardSnapshot>(() =>
    initialWizardSnapshot(
      journey,
      (storage ? loadWizardSnapshot(storage, storageKey) : null) ?? options.resumeFrom ?? null,
      options.startAt,
      options.addressed,
    ),
  );
  const finished = useRef(false);

  const dispatch = useCallback(
    (action: WizardAction) => setState((current) => wizardReducer(journey, current, action)),
    [journey],
  );

  // The first save creates the registration and so changes the key: the snapshot moves with it.
  const savedUnder = useRef(storageKey);
  useEffect(() => {
    if (!storage || finished.current) return;
    if (savedUnder.current !== storageKey) clearWizardSnapshot(storage, savedUnder.current);
    savedUnder.current = storageKey;
    saveWizardSnapshot(storage, storageKey, state);
  }, [storage, storageKey, state]);

  const finish = useCallback(() => {
    finished.current = true;
    if (storage) clearWizardSnapshot(storage, storageKey);
  }, [storage, storageKey]);

  return useMemo(
    () => ({
      step: state.step,
      values: state.values,
      canGoBack: previousStep(journey.kind, journey.race, state.step) !== null,
      furthest: furthestStep(journey, state),
      isReachable: (step: WizardStep) => isReachable(journey, state, step),
      dispatch,
      finish,
    }),
    [state, journey, dispatch, finish],
  );
}
