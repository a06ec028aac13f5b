import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { SitePageView } from "./site-page";

/** About and its two children share a sub-navigation between them. */
function AboutNav() {
  const { t } = useLingui();
  const exact = { activeOptions: { exact: true, includeSearch: false } } as const;
  return (
    <nav className="subnav" aria-label={t`About the project`}>
      <ul className="container subnav__list">
        <li>
          <Link to="/Home/About" className="nav-link" {...exact}>
            <Trans>About us</Trans>
          </Link>
        </li>
        <li>
          <Link to="/Home/About/participants" className="nav-link" {...exact}>
            <Trans>For participants</Trans>
          </Link>
        </li>
        <li>
          <Link to="/Home/About/organizers" className="nav-link" {...exact}>
            <Trans>For organizers</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function AboutPage() {
  const { t } = useLingui();
  return <SitePageView slug="about" fallbackTitle={t`About us`} before={<AboutNav />} />;
}

export function AboutOrganizersPage() {
  const { t } = useLingui();
  return (
    <SitePageView slug="about-organizers" fallbackTitle={t`For organizers`} before={<AboutNav />} />
  );
}

export function AboutParticipantsPage() {
  const { t } = useLingui();
  return (
    <SitePageView
      slug="about-participants"
      fallbackTitle={t`For participants`}
      before={<AboutNav />}
    />
  );
}
