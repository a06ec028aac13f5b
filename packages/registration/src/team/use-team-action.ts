import { appErrorCode } from "@reg/api";
import type { ErrorCode } from "@reg/domain";
import { useState } from "react";

/**
 * One roster action at a time: which is under way (its buttons show busy), and the refusal of the
 * last one as an error code the roster translates above its list (ROSTER_LOCKED, TEAM_FULL, …).
 */
export function useTeamAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const run = async (key: string, work: () => Promise<void>): Promise<boolean> => {
    setBusy(key);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(appErrorCode(failure));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
