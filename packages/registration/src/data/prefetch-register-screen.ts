import type { ApiOptions } from "@reg/api";
import type { Locale } from "@reg/domain";
import type { QueryClient } from "@tanstack/react-query";
import { registrationReads, type RaceRef } from "./registration-reads";

/**
 * The reads the wizard's first screen needs — the race, the person's registration, the form's
 * lists — started together by the register route's loader, with the same tRPC query options the
 * screen reads with. Mounted one after another, the screen asked for them in turn (the race, then
 * the registration, then the lists), each waiting for the last. A read that fails here is read
 * again, and its failure shown, by the screen.
 */
export async function prefetchRegisterScreen(
  queryClient: QueryClient,
  api: ApiOptions,
  race: RaceRef,
  language: Locale,
): Promise<void> {
  const reads = registrationReads(api, language);
  await Promise.allSettled([
    queryClient.ensureQueryData(reads.init(race)),
    queryClient.ensureQueryData(reads.form(race)),
    queryClient.ensureQueryData(reads.clubs()),
    queryClient.ensureQueryData(reads.occupations()),
  ]);
}
