import type { AppTrpcClient } from "@reg/api";
import type { Locale } from "@reg/domain";
import type { QueryClient } from "@tanstack/react-query";
import { createTrpcRegistrationGateway } from "../trpc-gateway/trpc-registration-gateway";
import type { RaceRef } from "./registration-gateway";
import { registrationQueries } from "./registration-queries";

/**
 * The reads the wizard's first screen needs — the race, the person's registration, the form's
 * lists — started together by the register route's loader. Mounted one after another, the screen
 * asked for them in turn (the race, then the registration, then the lists), each waiting for the
 * last. A read that fails here is read again, and its failure shown, by the screen.
 */
export async function prefetchRegisterScreen(
  queryClient: QueryClient,
  client: AppTrpcClient,
  race: RaceRef,
  language: Locale,
): Promise<void> {
  const gateway = createTrpcRegistrationGateway(client, language);
  const ref = { eventCode: race.eventCode, raceCode: race.raceCode };
  await Promise.allSettled([
    queryClient.ensureQueryData(registrationQueries.init(gateway, ref)),
    queryClient.ensureQueryData(registrationQueries.form(gateway, ref)),
    queryClient.ensureQueryData(registrationQueries.clubs(gateway)),
    queryClient.ensureQueryData(registrationQueries.occupations(gateway)),
  ]);
}
