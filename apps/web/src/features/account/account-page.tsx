import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { appErrorCode, useTRPC } from "@reg/api";
import { selectUser, useAppSelector, useDocumentTitle, useSession } from "@reg/front";
import { displayName, initials, useToasts } from "@reg/ui";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import "./account.css";

/** The signed-in person and a way out. */
export function AccountPage() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const trpc = useTRPC();
  const session = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const logout = useMutation({
    ...trpc.auth.logout.mutationOptions(),
    onSuccess: () => {
      session.signedOut();
      toasts.info(msg`You have signed out`);
      void navigate({ to: "/", replace: true });
    },
    onError: (error) => toasts.error(appErrorCode(error)),
  });
  useDocumentTitle(t`My account`);
  if (!user) return null;
  const name = displayName(user);

  return (
    <div className="container page">
      <h1 className="page__title">
        <Trans>My account</Trans>
      </h1>
      <section className="card card--padded profile-card" aria-labelledby="profile-name">
        <span className="avatar avatar--large" aria-hidden="true">
          {initials(user)}
        </span>
        <div className="profile-card__body">
          <h2 className="profile-card__name" id="profile-name">
            {name ?? <Trans>Participant</Trans>}
          </h2>
          {user.email && (
            <p className="profile-card__email">
              <span className="visually-hidden">
                <Trans>E-mail</Trans>:{" "}
              </span>
              {user.email}
            </p>
          )}
        </div>
        <div className="profile-card__actions">
          <Link to="/account/profile" className="btn btn--primary">
            <Trans>Edit my profile</Trans>
          </Link>
          <button
            type="button"
            className="btn btn--secondary profile-card__logout"
            disabled={logout.isPending}
            aria-busy={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <Trans>Sign out</Trans>
          </button>
        </div>
      </section>
    </div>
  );
}
