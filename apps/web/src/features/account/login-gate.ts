import { selectIsAuthorized, type RootState } from "@reg/front";
import { AFTER_LOGIN_PATH, safeReturnUrl } from "./safe-return-url";

/** Someone already signed in has nothing to do on the login page: where they go instead, or null. */
export function signedInLoginTarget(
  state: RootState,
  returnUrl: string | undefined,
  trustedHosts: readonly string[] = [],
): string | null {
  if (!selectIsAuthorized(state)) return null;
  return safeReturnUrl(returnUrl, trustedHosts) ?? AFTER_LOGIN_PATH;
}
