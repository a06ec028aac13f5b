import { msg } from "@lingui/core/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import { useToasts } from "@reg/ui";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSession } from "./use-session";

export interface SignOutOptions {
  /** Runs first once the server has ended the session, e.g. to close the menu that offered it. */
  onSignedOut?: () => void;
}

/**
 * "Sign out" wherever it is offered: ends this host's session, forgets the person in the store and
 * the cached `user.getCurrent` (so no page shows them after), says so, and goes home, replacing
 * the page that needed them. A failure is a toast; the person stays signed in.
 */
export function useSignOut(options: SignOutOptions = {}) {
  const trpc = useTRPC();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { onSignedOut } = options;
  return useMutation({
    ...trpc.auth.logout.mutationOptions(),
    onSuccess: () => {
      onSignedOut?.();
      session.signedOut();
      toasts.info(msg`You have signed out`);
      void navigate({ to: "/", replace: true });
    },
    onError: (error) => toasts.error(appErrorCode(error)),
  });
}
