import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import { selectUser, useAppSelector, useSession, useToasts } from "@reg/ui";
import { msg } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";

/**
 * The signed-in person in the tenant app's header, with "Sign out" (this host's session: the
 * hand-over gave it its own). Nothing for a visitor: the register pages send them to sign in.
 */
export function TenantAccount() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const logout = useMutation({
    ...trpc.auth.logout.mutationOptions(),
    onSuccess: () => {
      session.signedOut();
      toasts.info(msg`You have signed out`);
      void navigate({ to: "/", replace: true });
    },
    onError: (error) => toasts.error(appErrorCode(error)),
  });
  if (!user?.isAuthorized) return null;
  const name =
    user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return (
    <div className="tenant-account">
      <span className="tenant-account__name" title={user.email ?? undefined}>
        <span className="visually-hidden">{t`Signed in as`} </span>
        {name}
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={logout.isPending}
        aria-busy={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <Trans>Sign out</Trans>
      </button>
    </div>
  );
}
