import { Trans, useLingui } from "@lingui/react/macro";
import { SiteLogoContent, type HeaderSlots } from "@reg/front";
import { Link } from "@tanstack/react-router";
import { AccountLink } from "./account-link";

/** The portal's links for the shared header: only pages that exist (docs/decisions/0001). */
export function useWebHeaderSlots(): HeaderSlots {
  const { t } = useLingui();
  return {
    logo: (
      <Link to="/" className="logo" aria-label={t`Home page`}>
        <SiteLogoContent />
      </Link>
    ),
    nav: (
      <>
        <Link to="/" className="nav-link" activeOptions={{ exact: true, includeSearch: false }}>
          <Trans>Events</Trans>
        </Link>
        <Link
          to="/account"
          className="nav-link"
          activeOptions={{ exact: true, includeSearch: false }}
        >
          <Trans>My account</Trans>
        </Link>
      </>
    ),
    account: <AccountLink />,
  };
}
