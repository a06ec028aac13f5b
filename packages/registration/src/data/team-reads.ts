import { useTRPC } from "@reg/api";
import type { RelayRegistration, RelayTeam } from "@reg/domain";
import { skipToken, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RaceRef } from "./registration-reads";

/**
 * The team step's and the roster's reads and writes (teams.* of the BFF, decision 0026). Both are
 * the signed-in person's own, never shared: after every change the roster answered is put in the
 * cache of `teams.get` and the race's team read is asked again (the person's team, stage or
 * captaincy may have changed).
 */
export function useTeamReads() {
  const trpc = useTRPC();
  return {
    forRace: (race: RaceRef) =>
      trpc.teams.getForRace.queryOptions({ eventCode: race.eventCode, raceCode: race.raceCode }),
    team: (teamId: string | null) =>
      trpc.teams.get.queryOptions(teamId === null ? skipToken : { teamRegistrationId: teamId }),
    /** A member's form as the captain of a captain-paid team stored it (decision 0026 §7). */
    memberForm: (teamId: string | null, memberId: string | null) =>
      trpc.teams.memberForm.queryOptions(
        teamId === null || memberId === null ? skipToken : { teamRegistrationId: teamId, memberId },
        // Read when the form opens: another device of the captain's may have changed it.
        { staleTime: 0 },
      ),
  };
}

/** Keeps a roster a change answered, and refreshes what the person's team of the race says. */
export function useKeepRoster() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (team: RelayTeam) => {
    queryClient.setQueryData(
      trpc.teams.get.queryKey({ teamRegistrationId: team.teamRegistrationId }),
      team,
    );
    await queryClient.invalidateQueries(
      trpc.teams.getForRace.queryFilter({ eventCode: team.eventCode, raceCode: team.raceCode }),
    );
  };
}

/** After leaving a team: its roster is no longer the person's to read, and the race says so. */
export function useForgetTeam() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (team: RelayTeam, relay: RelayRegistration) => {
    queryClient.removeQueries(
      trpc.teams.get.queryFilter({ teamRegistrationId: team.teamRegistrationId }),
    );
    queryClient.setQueryData(
      trpc.teams.getForRace.queryKey({ eventCode: relay.eventCode, raceCode: relay.raceCode }),
      relay,
    );
  };
}

/** The captain's and the member's changes to a team; each answers the roster after it. */
export function useTeamChanges() {
  const trpc = useTRPC();
  return {
    create: useMutation(trpc.teams.create.mutationOptions()),
    join: useMutation(trpc.teams.join.mutationOptions()),
    move: useMutation(trpc.teams.moveMember.mutationOptions()),
    remove: useMutation(trpc.teams.removeMember.mutationOptions()),
    rename: useMutation(trpc.teams.rename.mutationOptions()),
    regenerateCode: useMutation(trpc.teams.regenerateCode.mutationOptions()),
    handCaptaincy: useMutation(trpc.teams.handCaptaincy.mutationOptions()),
    leave: useMutation(trpc.teams.leave.mutationOptions()),
    saveMember: useMutation(trpc.teams.saveMember.mutationOptions()),
    saveOrder: useMutation(trpc.teams.saveOrder.mutationOptions()),
  };
}
