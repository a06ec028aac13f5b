import { Trans, useLingui } from "@lingui/react/macro";
import { LOGIN_PATH, selectUser, useAppSelector } from "@reg/front";
import { displayName, initials } from "@reg/ui";
import { Link, useLocation } from "@tanstack/react-router";
import { safeReturnUrl } from "../account/safe-return-url";

/** "Sign in" for a visitor (coming back to this page afterwards); name and avatar once signed in. */
export function AccountLink() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const here = useLocation({ select: (location) => location.href });
  const onLoginPage = useLocation({ select: (location) => location.pathname === LOGIN_PATH });
  if (!user?.isAuthorized) {
    // The login page is the form itself; a "Sign in" button above it would only lead back here.
    if (onLoginPage) return null;
    const returnUrl = safeReturnUrl(here) ?? undefined;
    return (
      <Link to="/account/login" search={{ returnUrl }} className="btn btn--primary">
        <Trans>Sign in</Trans>
      </Link>
    );
  }
  const name = displayName(user);
  return (
    <Link to="/account" className="btn btn--ghost account-link" aria-label={t`My account`}>
      <span className="avatar" aria-hidden="true">
        {initials(user)}
      </span>
      <span className="account-link__name" aria-hidden="true">
        {user.firstName || name}
      </span>
    </Link>
  );
}
