import { isWizardStep, type WizardStep } from "@reg/domain";
import { selectIsAuthorized, selectLocale, type FrontRouterContext } from "@reg/front";
import { useCallback, useEffect, useRef } from "react";
import type { RaceRef } from "../data/registration-reads";
import type { StepAddressChange } from "../wizard/use-step-address";

/**
 * What the register route of every front (the portal, a tenant's app) shares; its own file adds
 * only the page it shows. A light module: the route's loader and search stay in the first chunk
 * while the wizard loads with the page.
 */

/**
 * `?step=` of the register page, `?registrationId=` of an expired order to pay again, and
 * `?teamCode=` of a team's share link (the team step's join form opens with it).
 */
export interface RegisterSearch {
  step?: WizardStep;
  registrationId?: string;
  teamCode?: string;
}

/** A registration id's shape (a UUID); a plain pattern, not the domain's zod schema (first chunk). */
const REGISTRATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A join code as a link or a person writes it (letters, digits, spaces, dashes); core judges it. */
const TEAM_CODE = /^[0-9A-Za-z -]{1,32}$/;

/**
 * `?step=` makes each wizard step addressable; a mangled one is dropped (the wizard picks). A plain
 * check, not wizardStepSchema: this runs in the first chunk, which must not pull the wizard's rules.
 */
export function validateRegisterSearch(search: Record<string, unknown>): RegisterSearch {
  const id = search.registrationId;
  const teamCode = search.teamCode;
  return {
    ...(isWizardStep(search.step) ? { step: search.step } : {}),
    ...(typeof id === "string" && REGISTRATION_ID.test(id) ? { registrationId: id } : {}),
    ...(typeof teamCode === "string" && TEAM_CODE.test(teamCode) ? { teamCode } : {}),
  };
}

/**
 * The first screen's reads at once, without holding the page back: it shows its own pending state
 * and errors, as the home page does. Not for someone the login gate kept out.
 */
export function loadRegisterRoute(match: { context: FrontRouterContext; params: RaceRef }): void {
  const state = match.context.store.getState();
  if (!selectIsAuthorized(state)) return;
  const { queryClient, api } = match.context;
  const race = { eventCode: match.params.eventCode, raceCode: match.params.raceCode };
  const language = selectLocale(state);
  // Loaded on the way to the page, not with the app: the reads pull the wizard's and the order's
  // domain rules, which no other page needs in its first load (docs/decisions/0022).
  void import("../data/prefetch-register-screen").then(({ prefetchRegisterScreen }) =>
    prefetchRegisterScreen(queryClient, api, race, language),
  );
}

/** The register route's options: spread into `createFileRoute(...)({ ...registerRouteOptions, component })`. */
export const registerRouteOptions = {
  validateSearch: validateRegisterSearch,
  loader: loadRegisterRoute,
};

/**
 * The wizard's step in the address: a history entry per step, so Back and Forward move between
 * them. `go` is the route's navigate, asked for the new search.
 */
export function useRegisterStepAddress(
  search: RegisterSearch,
  go: (search: RegisterSearch & { step: WizardStep }, replace: boolean) => void,
): {
  step: WizardStep | undefined;
  onStepChange: StepAddressChange;
  resumeRegistrationId: string | undefined;
  teamCode: string | undefined;
} {
  // Stable across renders whatever `go` the route passes: the wizard's effects depend on it.
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  }, [go]);
  // The expired order "Repeat payment" named stays in the address while the wizard moves.
  const resumeId = search.registrationId;
  // So does a share link's team code, for the team step to read until the person is in the team.
  const teamCode = search.teamCode;
  const onStepChange = useCallback<StepAddressChange>(
    (step, how) =>
      latest.current(
        {
          step,
          ...(resumeId === undefined ? {} : { registrationId: resumeId }),
          ...(teamCode === undefined ? {} : { teamCode }),
        },
        how === "replace",
      ),
    [resumeId, teamCode],
  );
  return {
    step: search.step,
    onStepChange,
    resumeRegistrationId: search.registrationId,
    teamCode,
  };
}
