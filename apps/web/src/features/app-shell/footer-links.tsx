import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** The footer's site map: every portal page a person may look for, in three columns. */
export function FooterLinks() {
  const { t } = useLingui();
  return (
    <nav className="site-footer__links" aria-label={t`Site map`}>
      <div>
        <p className="site-footer__title">
          <Trans>Participants</Trans>
        </p>
        <ul>
          <li>
            <Link to="/events/$type" params={{ type: "future" }}>
              <Trans>Events</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Home/EventsRating">
              <Trans>Events rating</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Home/About/participants">
              <Trans>For participants</Trans>
            </Link>
          </li>
          <li>
            <Link to="/account">
              <Trans>My account</Trans>
            </Link>
          </li>
        </ul>
      </div>
      <div>
        <p className="site-footer__title">
          <Trans>Company</Trans>
        </p>
        <ul>
          <li>
            <Link to="/Home/About">
              <Trans>About us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Home/About/organizers">
              <Trans>For organisers</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Careers">
              <Trans>Careers</Trans>
            </Link>
          </li>
          <li>
            <Link to="/Contacts">
              <Trans>Contacts</Trans>
            </Link>
          </li>
        </ul>
      </div>
      <div>
        <p className="site-footer__title">
          <Trans>Partners</Trans>
        </p>
        <ul>
          <li>
            <Link to="/corp-client">
              <Trans>Corporate clients</Trans>
            </Link>
          </li>
          <li>
            <Link to="/nbd">
              <Trans>New Charity Movement</Trans>
            </Link>
          </li>
          <li>
            <Link to="/ostrovok">
              <Trans>Hotels with Ostrovok</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
