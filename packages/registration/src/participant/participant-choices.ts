import type { ContractOffer, Occupation, RunningClub } from "@reg/domain";

/**
 * The reference lists the participant form offers (GET /Register/ApiGetRunningClubs,
 * /Register/ApiGetOccupations) and the documents its agreement boxes refer to. What the race
 * itself asks comes with ApiInit (`form`: RaceForm).
 */
export interface ParticipantFormChoices {
  readonly clubs: readonly RunningClub[];
  readonly occupations: readonly Occupation[];
  /** Names for the race's special-category and start-packet codes; a code without one shows as is. */
  readonly specialCategoryNames?: Readonly<Record<string, string>>;
  readonly startPacketNames?: Readonly<Record<string, string>>;
  /** The public offer and the event rules; null when the race publishes none. */
  readonly termsUrl: string | null;
  readonly rulesUrl: string | null;
  /** The race's public offer (GET /Register/ApiGetContractOffer), read from the terms' link. */
  readonly loadContractOffer?: () => Promise<ContractOffer>;
}

export const NO_PARTICIPANT_CHOICES: ParticipantFormChoices = {
  clubs: [],
  occupations: [],
  termsUrl: null,
  rulesUrl: null,
};
