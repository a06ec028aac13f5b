import { CODE_PATTERN } from "@reg/domain";

/** Whether `/{eventCode}/{raceCode}/…` names a race at all; anything else is the not-found page. */
export function isRaceAddress(params: { eventCode: string; raceCode: string }): boolean {
  return CODE_PATTERN.test(params.eventCode) && CODE_PATTERN.test(params.raceCode);
}
