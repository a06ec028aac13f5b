import type { WizardStep } from "@reg/domain";
import {
  clearWizardSnapshot,
  loadWizardSnapshot,
  wizardStorageKey,
  type WizardSnapshot,
  type WizardStorage,
} from "../wizard/wizard-storage";

interface RaceParts {
  readonly eventCode: string;
  readonly raceCode: string;
}

/** What the tab remembers of the place it held for a race: whose it was and until when. */
export interface KeptHold {
  readonly registrationId: string;
  /** The hold's end (the order's `paymentDeadline`), an ISO instant. */
  readonly deadline: string;
}

/** A hold this tab had that ran out while the page was closed or away, with what it kept. */
export interface LapsedHold {
  readonly registrationId: string;
  /** The answers the wizard kept under the lapsed registration, to start the new one from. */
  readonly values: WizardSnapshot["values"];
}

const PREFIX = "reg-hold";

function holdKey(race: RaceParts): string {
  return [PREFIX, race.eventCode, race.raceCode].join(":");
}

function asKeptHold(value: unknown): KeptHold | null {
  if (typeof value !== "object" || value === null) return null;
  const { registrationId, deadline } = value as Record<string, unknown>;
  if (typeof registrationId !== "string" || typeof deadline !== "string") return null;
  return Number.isNaN(Date.parse(deadline)) ? null : { registrationId, deadline };
}

export function loadKeptHold(storage: WizardStorage, race: RaceParts): KeptHold | null {
  try {
    const raw = storage.getItem(holdKey(race));
    return raw === null ? null : asKeptHold(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Remembers the place this tab holds (a full or forbidden storage only loses the message). */
export function keepHold(storage: WizardStorage, race: RaceParts, hold: KeptHold): void {
  try {
    storage.setItem(holdKey(race), JSON.stringify(hold));
  } catch {
    // The wizard works on; a reload after the hold ran out just will not say so.
  }
}

export function forgetHold(storage: WizardStorage, race: RaceParts): void {
  try {
    storage.removeItem(holdKey(race));
  } catch {
    // Storage that cannot be written holds nothing to forget.
  }
}

/** The step a person starts again on; what a payment had under way belongs to the old order. */
const RESTART_DROPS: readonly WizardStep[] = ["payment"];

/**
 * The hold this tab had for the race, if it ran out: the server knows no live registration of the
 * person for the race (`liveRegistrationId` null) and the remembered hold's end has passed. A hold
 * whose time is not up yet but which the server no longer has was ended on purpose (the draft
 * deleted in another tab): that is not a lapse, and says nothing. Only reads.
 */
export function lapsedHold(
  storage: WizardStorage,
  race: RaceParts,
  liveRegistrationId: string | null,
  now: number,
): LapsedHold | null {
  if (liveRegistrationId !== null) return null;
  const kept = loadKeptHold(storage, race);
  if (kept === null || Date.parse(kept.deadline) > now) return null;
  const snapshot = loadWizardSnapshot(
    storage,
    wizardStorageKey({ ...race, registrationId: kept.registrationId }),
  );
  const values = Object.fromEntries(
    Object.entries(snapshot?.values ?? {}).filter(
      ([step]) => !RESTART_DROPS.includes(step as WizardStep),
    ),
  );
  return { registrationId: kept.registrationId, values };
}

/**
 * The lapsed registration's answers now live under the new one's key (the wizard saved them
 * there): its own snapshot goes. The remembered hold stays until a new place is held, so each
 * reload before that still says what happened.
 */
export function dropLapsedSnapshot(
  storage: WizardStorage,
  race: RaceParts,
  lapsed: Pick<LapsedHold, "registrationId">,
): void {
  clearWizardSnapshot(
    storage,
    wizardStorageKey({ ...race, registrationId: lapsed.registrationId }),
  );
}
