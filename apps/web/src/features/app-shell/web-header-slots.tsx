import { Trans, useLingui } from "@lingui/react/macro";
import { SiteLogoContent, type HeaderSlots } from "@reg/front";
import { Link } from "@tanstack/react-router";
import { AccountLink } from "./account-link";
import { FooterLinks } from "./footer-links";

/** The portal's links for the shared header and footer: only pages that exist (docs/decisions/0020). */
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
        <Link to="/events/$type" params={{ type: "future" }} className="nav-link">
          <Trans>Events</Trans>
        </Link>
        <Link to="/Home/EventsRating" className="nav-link">
          <Trans>Events rating</Trans>
        </Link>
        <Link to="/Home/About" className="nav-link">
          <Trans>About us</Trans>
        </Link>
        <Link to="/Contacts" className="nav-link">
          <Trans>Contacts</Trans>
        </Link>
      </>
    ),
    account: <AccountLink />,
    footerLinks: <FooterLinks />,
  };
}
