import { useTRPC } from "@reg/api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RaceRef } from "../data/registration-reads";
import { useRegistrationReads } from "../data/registration-reads";
import type { ParticipantFormChoices } from "../participant/participant-choices";
import { useLocale } from "../use-locale";

/**
 * What every participant form of a race chooses from: the clubs, the occupations and the contract
 * offer behind its agreement (the person's own form, a relative's, a team member's).
 */
export function useParticipantChoices(race: RaceRef): ParticipantFormChoices {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLocale();
  const reads = useRegistrationReads();
  const clubs = useQuery(reads.clubs());
  const occupations = useQuery(reads.occupations());
  return {
    clubs: clubs.data ?? [],
    occupations: occupations.data ?? [],
    termsUrl: null,
    rulesUrl: null,
    loadContractOffer: () =>
      queryClient.fetchQuery(
        trpc.registration.getContractOffer.queryOptions({
          eventCode: race.eventCode,
          raceCode: race.raceCode,
          language,
        }),
      ),
  };
}
