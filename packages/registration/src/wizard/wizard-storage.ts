import { wizardStepSchema, type WizardStep } from "@reg/domain";

/** What the wizard keeps across a reload: where the person is and what each step holds. */
export interface WizardSnapshot {
  readonly step: WizardStep;
  /** Each step's own values (the participant form's, the options' choice), as it saved them. */
  readonly values: Readonly<Partial<Record<WizardStep, unknown>>>;
  /** The furthest step the person has come to (an address can go back to it, not beyond). */
  readonly reached?: WizardStep;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A parsed snapshot, checked: a known step, and values only under known steps. */
function asSnapshot(value: unknown): WizardSnapshot | null {
  if (!isRecord(value) || !isRecord(value.values)) return null;
  const step = wizardStepSchema.safeParse(value.step);
  if (!step.success) return null;
  const values = value.values;
  if (!Object.keys(values).every((key) => wizardStepSchema.safeParse(key).success)) return null;
  const reached = wizardStepSchema.safeParse(value.reached);
  return {
    step: step.data,
    values: values as WizardSnapshot["values"],
    ...(reached.success ? { reached: reached.data } : {}),
  };
}

/** The storage the wizard uses: sessionStorage in the browser, a Map-backed one in tests. */
export type WizardStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface WizardKeyParts {
  readonly eventCode: string;
  readonly raceCode: string;
  /** null until the first save creates the registration. */
  readonly registrationId: string | null;
}

const PREFIX = "reg-wizard";

/**
 * One key per event, race and registration, so two tabs on two races never mix, and a new
 * registration after a finished one starts clean.
 */
export function wizardStorageKey(parts: WizardKeyParts): string {
  return [PREFIX, parts.eventCode, parts.raceCode, parts.registrationId ?? "new"].join(":");
}

/** The kept snapshot, or null when there is none or it is unreadable (an older build's shape). */
export function loadWizardSnapshot(storage: WizardStorage, key: string): WizardSnapshot | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return asSnapshot(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Keeps the snapshot; a full or forbidden storage (private mode) only loses the reload comfort. */
export function saveWizardSnapshot(
  storage: WizardStorage,
  key: string,
  snapshot: WizardSnapshot,
): void {
  try {
    storage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // Nothing to do: the wizard works on, it just will not survive a reload.
  }
}

export function clearWizardSnapshot(storage: WizardStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above: storage that cannot be written holds nothing to clear.
  }
}

/** The browser's sessionStorage, or null where there is none (server rendering, blocked). */
export function browserSessionStorage(): WizardStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
