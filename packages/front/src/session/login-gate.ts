import { selectIsAuthorized, selectTenant } from "../store/selectors";
import type { RootState } from "../store/store";
import { loginRedirectHref } from "./login-redirect";

/**
 * SPEC §4's login gate: where an anonymous person asking for `requestedHref` must go instead (the
 * tenant's login address with returnUrl), or null to let them through.
 */
export function loginGateTarget(
  state: RootState,
  requestedHref: string,
  origin: string,
): string | null {
  if (selectIsAuthorized(state)) return null;
  return loginRedirectHref(selectTenant(state).info?.links.loginUrl, requestedHref, origin);
}
